// EXPECT: clean
// PTXLINT-ARGS: --block-dim=96
// Warp-specialised row scaling, done right. Warp 0 loads one 64-float row
// of the input into shared memory each round and signals the two math warps
// through named barrier 1 (bar.arrive); the math warps scale the row and
// hand the buffer back through named barrier 2. Both role loops run
// `rounds` times (the same kernel parameter), and nvcc -O3 unrolls each by
// four with a remainder loop: one loader arrival and one math-warp wait per
// round on each side. Barrier 1 counts all 96 participants (the loader
// warp's arrivals included), so each phase is exactly one round.
#define FULL_COUNT 96
#define EMPTY_COUNT 96
__device__ __forceinline__ void named_sync(int id, int n) { asm volatile("bar.sync %0, %1;" ::"r"(id), "r"(n) : "memory"); }
__device__ __forceinline__ void named_arrive(int id, int n) {
  asm volatile("bar.arrive %0, %1;" ::"r"(id), "r"(n) : "memory");
}
__global__ void __launch_bounds__(96) scale_rows_ws(const float *__restrict__ in, float *__restrict__ out,
                                                   const float *__restrict__ scale, int rounds) {
  __shared__ float row[64];
  const int warp = threadIdx.x >> 5, lane = threadIdx.x & 31;
  const float *src = in + (size_t)blockIdx.x * rounds * 64;
  float *dst = out + (size_t)blockIdx.x * rounds * 64;
  if (warp == 0) {
    for (int r = 0; r < rounds; ++r) {
      if (r > 0)
        named_sync(2, EMPTY_COUNT); // the math warps are done with the last row
      row[lane] = src[r * 64 + lane];
      row[lane + 32] = src[r * 64 + lane + 32];
      named_arrive(1, FULL_COUNT);
    }
  } else {
    const int c = threadIdx.x - 32;
    const float s = scale[blockIdx.x];
    for (int r = 0; r < rounds; ++r) {
      named_sync(1, FULL_COUNT);
      float v = row[c] * s;
      if (r + 1 < rounds)
        named_arrive(2, EMPTY_COUNT);
      dst[r * 64 + c] = v;
    }
  }
}
