// EXPECT: barrier-misuse
// PTXLINT-ARGS: --block-dim=128
// Warp-specialised copy/transform with two loader warps and two math warps.
// The kernel started with one loader warp, and the "tile ready" barrier count
// (loaders + math warps) was not updated when the second loader warp was
// added: 128 threads arrive on a 96-thread barrier each round, so it can
// complete with the two loader warps and one math warp while the other math
// warp opens the next phase and reads a tile that is not there yet.
constexpr int kReadyId = 1, kFreeId = 2;
constexpr int kLoaderWarps = 2, kMathWarps = 2;
constexpr int kReadyCount = (1 + kMathWarps) * 32;
constexpr int kAll = (kLoaderWarps + kMathWarps) * 32;

__global__ void __launch_bounds__(kAll)
scale_rows(const float4 *__restrict__ in, float4 *__restrict__ out,
           const float *__restrict__ scale, int tiles) {
  __shared__ float4 buf[64];
  const int warp = threadIdx.x / 32;
  for (int t = 0; t < tiles; ++t) {
    if (warp < kLoaderWarps) {
      if (t > 0)
        asm volatile("bar.sync %0, %1;" ::"n"(kFreeId), "n"(kAll) : "memory");
      buf[threadIdx.x] = in[(size_t)(blockIdx.x * tiles + t) * 64 + threadIdx.x];
      // BUG: 64 loader threads + 64 math threads arrive on a 96-thread barrier
      asm volatile("bar.arrive %0, %1;" ::"n"(kReadyId), "n"(kReadyCount) : "memory");
    } else {
      asm volatile("bar.sync %0, %1;" ::"n"(kReadyId), "n"(kReadyCount) : "memory");
      int i = threadIdx.x - 64;
      float s = scale[blockIdx.x * tiles + t];
      float4 v = buf[i];
      out[(size_t)(blockIdx.x * tiles + t) * 64 + i] =
          make_float4(v.x * s, v.y * s, v.z * s, v.w * s);
      if (t + 1 < tiles)
        asm volatile("bar.arrive %0, %1;" ::"n"(kFreeId), "n"(kAll) : "memory");
    }
  }
}
