// EXPECT: clean
// Shared memory reused between phases through a union: the float4 staging
// tile of the main loop, then double2 partial sums of the epilogue, then a
// plain int scratch; the union is aligned to its widest member.
__global__ void phased(const float4 *a, double *out, int *flags) {
  __shared__ union {
    float4 stage[128];
    double2 part[128];
    int scratch[512];
  } u;
  float4 v = a[blockIdx.x * 128 + threadIdx.x % 128];
  u.stage[threadIdx.x % 128] = v;
  __syncthreads();
  float4 w = u.stage[(threadIdx.x + 1) % 128];
  __syncthreads();
  u.part[threadIdx.x % 128] = make_double2(w.x + w.y, w.z + w.w);
  __syncthreads();
  double2 p = u.part[127 - threadIdx.x % 128];
  out[blockIdx.x * blockDim.x + threadIdx.x] = p.x + p.y;
  __syncthreads();
  u.scratch[threadIdx.x] = flags[threadIdx.x];
  __syncthreads();
  flags[threadIdx.x] = u.scratch[(threadIdx.x + 3) % blockDim.x];
}
