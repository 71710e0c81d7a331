// EXPECT: clean
// ARCHS: sm_80 sm_90
// PTXLINT-ARGS: --block-dim=256
// OK: 2D convolution with a 5x5 filter in __constant__ memory over
// row-strips: each strip's rows (with a 2-row halo) are staged with
// cuda::memcpy_async onto a block-scope cuda::barrier counting every thread.
// The wait is split to overlap the copy with the load of the strip's column
// gains: `auto tok = bar.arrive();`, the load, `bar.wait(std::move(tok))`.
// One arrival per thread per strip, and the trailing block.sync() keeps the
// next strip's copies off rows that are still being read.
#include <cooperative_groups.h>
#include <cuda/barrier>
namespace cg = cooperative_groups;
#define R 2
#define W 256
#define SH 8
__constant__ float c_filt[(2 * R + 1) * (2 * R + 1)];
__global__ void __launch_bounds__(256)
conv5x5_strips(const float *__restrict__ img, const float *__restrict__ colgain,
               float *__restrict__ out, int H, int nstrips) {
  __shared__ float rows[SH + 2 * R][W + 2 * R];
  __shared__ cuda::barrier<cuda::thread_scope_block> bar;
  auto block = cg::this_thread_block();
  const int t = threadIdx.x;
  if (t == 0) init(&bar, blockDim.x);
  for (int r = 0; r < SH + 2 * R; ++r) {
    if (t < R) rows[r][t] = 0.f;
    if (t < R) rows[r][W + R + t] = 0.f;
  }
  block.sync();
  for (int s = blockIdx.x; s < nstrips; s += gridDim.x) {
    const int y0 = s * SH - R;
    for (int r = t / 32; r < SH + 2 * R; r += 8) {
      const int y = min(max(y0 + r, 0), H - 1);
      if (t % 32 == 0)
        cuda::memcpy_async(&rows[r][R], img + (size_t)y * W, sizeof(float) * W, bar);
    }
    auto tok = bar.arrive();
    const float gain = colgain[(size_t)s * W + t];
    bar.wait(std::move(tok));
    for (int r = 0; r < SH; ++r) {
      float acc = 0.f;
#pragma unroll
      for (int dy = 0; dy <= 2 * R; ++dy)
#pragma unroll
        for (int dx = 0; dx <= 2 * R; ++dx) acc += c_filt[dy * (2 * R + 1) + dx] * rows[r + dy][t + dx];
      if (s * SH + r < H) out[(size_t)(s * SH + r) * W + t] = acc * gain;
    }
    block.sync();
  }
}
