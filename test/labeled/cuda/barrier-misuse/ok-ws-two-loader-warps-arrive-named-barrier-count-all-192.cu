// EXPECT: clean
// PTXLINT-ARGS: --block-dim=192
// Warp-specialised GEMV: warps 0-1 load x tiles into a shared double buffer
// and signal with `bar.arrive 1, 192`; warps 2-5 wait with `bar.sync 1, 192`
// and release the buffer on barrier 2 the same way. Both counts are the 192
// threads that reach each barrier per round.
constexpr int TILE = 256;
__device__ __forceinline__ void named_arrive(int id, int n) { asm volatile("bar.arrive %0, %1;" ::"r"(id), "r"(n) : "memory"); }
__device__ __forceinline__ void named_sync(int id, int n) { asm volatile("bar.sync %0, %1;" ::"r"(id), "r"(n) : "memory"); }
__global__ void __launch_bounds__(192) ws_gemv_ok(const float* __restrict__ A, const float* __restrict__ x,
                                                  float* __restrict__ y, int ntiles) {
  __shared__ float sx[2][TILE];
  const int warp = threadIdx.x >> 5;
  constexpr int N = 64 + 128;
  if (warp < 2) {
    for (int t = 0; t < ntiles; ++t) {
      if (t >= 2) named_sync(2, N);
      for (int i = threadIdx.x; i < TILE; i += 64) sx[t & 1][i] = x[t * TILE + i];
      named_arrive(1, N);
    }
  } else {
    const int row = blockIdx.x * 128 + threadIdx.x - 64;
    float acc = 0.f;
    for (int t = 0; t < ntiles; ++t) {
      named_sync(1, N);
      for (int i = 0; i < TILE; ++i) acc += A[(size_t)row * ntiles * TILE + t * TILE + i] * sx[t & 1][i];
      if (t + 2 < ntiles) named_arrive(2, N);
    }
    y[row] = acc;
  }
}
