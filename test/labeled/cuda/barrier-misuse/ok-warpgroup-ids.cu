// EXPECT: clean
// The warp-specialised kernel with the consumer index computed relative to
// the producer warpgroup: barriers 13 and 14, 256 threads each (the producer
// warpgroup arrives, the consumer warpgroup syncs).
#define BAR_BASE 12
__device__ __forceinline__ void named_sync(unsigned id, unsigned n) {
  asm volatile("bar.sync %0, %1;" ::"r"(id), "r"(n) : "memory");
}
__device__ __forceinline__ void named_arrive(unsigned id, unsigned n) {
  asm volatile("bar.arrive %0, %1;" ::"r"(id), "r"(n) : "memory");
}
__global__ void __launch_bounds__(384) ws_gemm_ok(const float *a, float *c, int ktiles) {
  __shared__ float stage[2][128];
  unsigned wg = threadIdx.x / 128, t = threadIdx.x % 128;
  for (int k = 0; k < ktiles; ++k) {
    if (wg == 0) {
      stage[0][t] = a[(2 * k) * 128 + t];
      stage[1][t] = a[(2 * k + 1) * 128 + t];
      named_arrive(BAR_BASE + 1, 256);
      named_arrive(BAR_BASE + 2, 256);
    } else {
      named_sync(BAR_BASE + wg, 256);
      c[(wg - 1) * 128 + t] += stage[wg - 1][t];
    }
    __syncthreads();
  }
}
