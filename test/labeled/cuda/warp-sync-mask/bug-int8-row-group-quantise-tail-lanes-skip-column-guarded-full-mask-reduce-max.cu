// EXPECT: warp-sync-mask
// PTXLINT-ARGS: --block-dim=256
// BUG: per-group symmetric int8 quantisation of activations (group = 32
// columns, one warp per group, one column per lane). The group's absmax is
// one __reduce_max_sync over the warp (sm_80 redux.sync), then every lane
// writes its int8 code and lane 0 the group scale. The whole per-column
// body sits under `if (c < cols)`, reduction included: in the tail group of
// a row whose width is not a multiple of 32 the lanes past the end are
// still running but never reach the full-mask redux.sync, which names them
// (undefined; the lanes in the branch wait for lanes that never come).
#include <cstdint>
__global__ void __launch_bounds__(256)
quant_int8_groups(const float *__restrict__ x, int8_t *__restrict__ q, float *__restrict__ scale, int rows, int cols) {
  const int groups = (cols + 31) / 32;
  const int g = blockIdx.x * 8 + threadIdx.x / 32, lane = threadIdx.x % 32;
  if (g >= rows * groups) return;
  const int r = g / groups, c = (g % groups) * 32 + lane;
  float s = 1.f;
  if (c < cols) {
    const float v = x[(size_t)r * cols + c];
    const unsigned a = __float_as_uint(fabsf(v));
    const float amax = __uint_as_float(__reduce_max_sync(0xffffffffu, a));
    s = amax > 0.f ? amax / 127.f : 1.f;
    q[(size_t)r * cols + c] = (int8_t)__float2int_rn(fminf(fmaxf(v / s, -127.f), 127.f));
  }
  if (lane == 0) scale[g] = s;
}
