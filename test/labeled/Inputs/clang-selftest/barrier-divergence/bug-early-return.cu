// EXPECT: barrier-divergence
// check-labeled-clang.test: a labelled kernel clang compiles (tail threads
// return before the barrier the others wait in).
__global__ void tail(float *x, int n) {
  __shared__ float s[128];
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  s[threadIdx.x] = x[i];
  __syncthreads();
  x[i] = s[127 - threadIdx.x];
}
