// EXPECT: clean
// PTXLINT-ARGS: --block-dim=256
// Epilogue of a FlashAttention-3-style forward kernel with two consumer
// warpgroups sharing one shared-memory staging buffer for the O tile.
// Warpgroup 0 normalises its rows into the buffer and signals with
// bar.arrive; warpgroup 1 waits with bar.sync on the same id and copies the
// buffer out. Both name 256 threads, the two warpgroups together, so the
// barrier completes only when warpgroup 0's 128 arrivals have joined
// warpgroup 1's, after the buffer is written.
__device__ __forceinline__ void named_arrive(int id, int n) {
  asm volatile("bar.arrive %0, %1;" ::"r"(id), "r"(n) : "memory");
}
__device__ __forceinline__ void named_sync(int id, int n) {
  asm volatile("bar.sync %0, %1;" ::"r"(id), "r"(n) : "memory");
}
__global__ void __launch_bounds__(256)
fa3_epilogue(const float *__restrict__ acc, const float *__restrict__ rowsum,
             float *__restrict__ O, int ldo) {
  __shared__ float stage[64][65];
  const int t = threadIdx.x, wg = t / 128, lt = t % 128;
  if (wg == 0) {
    for (int i = lt; i < 64 * 64; i += 128) {
      const int r = i / 64, c = i % 64;
      stage[r][c] = acc[blockIdx.x * 4096 + i] / rowsum[blockIdx.x * 64 + r];
    }
    named_arrive(1, 256);
  } else {
    named_sync(1, 256);
    for (int i = lt; i < 64 * 64; i += 128) {
      const int r = i / 64, c = i % 64;
      O[(size_t)(blockIdx.x * 64 + r) * ldo + c] = stage[r][c];
    }
  }
}
