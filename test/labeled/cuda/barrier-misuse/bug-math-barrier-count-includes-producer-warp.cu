// EXPECT: barrier-misuse
// Warp-specialised row-block GEMV: warp 0 streams x tiles into shared memory,
// warps 1..3 (the math warps) consume them. Tile hand-off uses barrier 1
// (producer bar.arrive + consumers bar.sync, all 128 threads) and barrier 2
// for "buffer free". The math warps' private epilogue barrier, though, was
// written with the block's thread count: only the 96 math threads ever
// execute barrier 3, so it never completes.
constexpr int kWarps = 4;
constexpr int kThreads = kWarps * 32;
constexpr int kMathThreads = (kWarps - 1) * 32;
constexpr int kTile = 256;

__device__ __forceinline__ void named_sync(int id, int n) {
  asm volatile("bar.sync %0, %1;" ::"r"(id), "r"(n) : "memory");
}
__device__ __forceinline__ void named_arrive(int id, int n) {
  asm volatile("bar.arrive %0, %1;" ::"r"(id), "r"(n) : "memory");
}

__global__ void __launch_bounds__(kThreads)
gemv_ws(const float *__restrict__ A, const float *__restrict__ x,
        float *__restrict__ y, int cols) {
  __shared__ float xs[kTile];
  __shared__ float part[kMathThreads];
  const int warp = threadIdx.x / 32;
  const int ntiles = cols / kTile;
  const int row = blockIdx.x * kMathThreads + threadIdx.x - 32;
  float acc = 0.f;
  for (int t = 0; t < ntiles; ++t) {
    if (warp == 0) {
      if (t > 0)
        named_sync(2, kThreads);
      for (int i = threadIdx.x; i < kTile; i += 32)
        xs[i] = x[t * kTile + i];
      named_arrive(1, kThreads);
    } else {
      named_sync(1, kThreads);
      for (int i = 0; i < kTile; ++i)
        acc += A[(size_t)row * cols + t * kTile + i] * xs[i];
      if (t + 1 < ntiles)
        named_arrive(2, kThreads);
    }
  }
  if (warp != 0) {
    part[threadIdx.x - 32] = acc;
    named_sync(3, kThreads); // BUG: only kMathThreads (96) threads get here
    y[row] = part[threadIdx.x - 32] + 0.5f * part[(threadIdx.x - 32) ^ 1];
  }
}
