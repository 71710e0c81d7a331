// EXPECT: clean
// PTXLINT-ARGS: --block-dim=384
// Warp-specialised handshake with counts from a variadic constexpr fold:
// the producer warpgroup signals "tile ready" with `bar.arrive 1,
// threads_of<4, 8>` (384) and the two math warpgroups wait with
// `bar.sync 1, 384`: 128 arrivals plus 256 waiters is exactly the count.
// The way back ("tile consumed") is `bar.arrive 2, 384` by the math
// threads and `bar.sync 2, 384` by the producer. Ids 1 and 2 are used by
// nothing else, and the loop's trip count is a kernel parameter, so both
// roles run the same number of handshakes.
constexpr int kProducerWarps = 4, kMathWarps = 8;
template <int... Warps>
constexpr int threads_of = ((Warps * 32) + ...);
__global__ void __launch_bounds__(384)
ws_axpy(const float *__restrict__ x, float *__restrict__ y, float a, int ntiles) {
  __shared__ float tile[256];
  constexpr int kAll = threads_of<kProducerWarps, kMathWarps>;
  const int warp = threadIdx.x >> 5;
  if (warp < kProducerWarps) {
    for (int t = 0; t < ntiles; ++t) {
      if (t > 0)
        asm volatile("bar.sync 2, %0;" ::"n"(kAll) : "memory");
      for (int i = threadIdx.x; i < 256; i += threads_of<kProducerWarps>)
        tile[i] = x[(size_t)t * 256 + i];
      asm volatile("bar.arrive 1, %0;" ::"n"(kAll) : "memory");
    }
  } else {
    const int m = threadIdx.x - threads_of<kProducerWarps>;
    for (int t = 0; t < ntiles; ++t) {
      asm volatile("bar.sync 1, %0;" ::"n"(kAll) : "memory");
      const float v = tile[m];
      if (t + 1 < ntiles)
        asm volatile("bar.arrive 2, %0;" ::"n"(kAll) : "memory");
      y[(size_t)t * 256 + m] += a * v;
    }
  }
}
