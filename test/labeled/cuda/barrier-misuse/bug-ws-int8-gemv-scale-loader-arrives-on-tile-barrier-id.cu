// EXPECT: barrier-misuse
// ARCHS: sm_80 sm_75 sm_90
// PTXLINT-ARGS: --block-dim=160
// Warp-specialised W8A8 GEMV: warp 0 loads the per-channel weight scales of
// the block's 128 rows into shared memory and signals the four math warps
// with a named barrier (bar.arrive by the loader, bar.sync by the math
// warps, 160 threads). The ids come from an enum shared with the GEMM
// kernels. Bug (copy-paste from the tile loader): the loader arrives on
// Bar::TileReady instead of Bar::ScalesReady. Nobody waits on TileReady, and
// ScalesReady gets only the 128 math threads of its 160: the math warps hang.
#include <cstdint>
enum class Bar : int { Block = 0, ScalesReady = 2, TileReady = 3 };
__device__ __forceinline__ void named_arrive(Bar b, int n) {
  asm volatile("bar.arrive %0, %1;" ::"r"((int)b), "r"(n) : "memory");
}
__device__ __forceinline__ void named_sync(Bar b, int n) {
  asm volatile("bar.sync %0, %1;" ::"r"((int)b), "r"(n) : "memory");
}
__global__ void __launch_bounds__(160) gemv_w8a8_ws(const int8_t *__restrict__ W,
                                                    const float *__restrict__ wscale,
                                                    const int8_t *__restrict__ x, float xscale,
                                                    float *__restrict__ y, int K) {
  __shared__ float s_scale[128];
  const int warp = threadIdx.x / 32, lane = threadIdx.x % 32;
  const int row0 = blockIdx.x * 128;
  if (warp == 0) {
    for (int r = lane; r < 128; r += 32)
      s_scale[r] = wscale[row0 + r] * xscale;
    named_arrive(Bar::TileReady, 160);
    return;
  }
  // math warps: 4 warps x 32 rows, one row per lane
  const int row = row0 + (warp - 1) * 32 + lane;
  const int8_t *w = W + (size_t)row * K;
  int acc = 0;
  for (int k = 0; k < K; k += 4)
    acc = __dp4a(*reinterpret_cast<const int *>(w + k), *reinterpret_cast<const int *>(x + k), acc);
  named_sync(Bar::ScalesReady, 160);
  y[row] = (float)acc * s_scale[row - row0];
}
