// EXPECT: clean
// A convergence loop controlled by __syncthreads_count: every thread sees the
// same count, so the loop and the barriers inside it stay uniform.
__global__ void relax(float *x, float eps) {
  __shared__ float s[256];
  unsigned t = threadIdx.x;
  s[t] = x[blockIdx.x * blockDim.x + t];
  __syncthreads();
  int changed;
  do {
    float left = s[(t + blockDim.x - 1) % blockDim.x];
    float v = 0.5f * (s[t] + left);
    int moved = fabsf(v - s[t]) > eps;
    __syncthreads();
    s[t] = v;
    changed = __syncthreads_count(moved);
  } while (changed > 0);
  x[blockIdx.x * blockDim.x + t] = s[t];
}
