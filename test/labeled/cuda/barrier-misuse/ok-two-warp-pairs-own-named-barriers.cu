// EXPECT: clean
// PTXLINT-ARGS: --block-dim=128
// Two independent 64-thread pipelines in one 128-thread block: warps 0-1
// stage and reduce one half, warps 2-3 the other, each pair on its own named
// barrier (1 and 2) with a count of 64, which is exactly the threads that
// use each id. __syncthreads (barrier 0) is only used by the whole block.
__device__ __forceinline__ void pair_sync(int id) {
  asm volatile("bar.sync %0, 64;" ::"r"(id) : "memory");
}
__global__ void __launch_bounds__(128) two_pair_reduce(const float *__restrict__ in,
                                                       float *__restrict__ out) {
  __shared__ float s[2][64];
  int pair = threadIdx.x >> 6, t = threadIdx.x & 63;
  s[pair][t] = in[blockIdx.x * 128 + threadIdx.x];
  pair_sync(1 + pair);
  for (int w = 32; w > 0; w >>= 1) {
    if (t < w) s[pair][t] += s[pair][t + w];
    pair_sync(1 + pair);
  }
  __syncthreads();
  if (threadIdx.x == 0) out[blockIdx.x] = s[0][0] * s[1][0];
}
