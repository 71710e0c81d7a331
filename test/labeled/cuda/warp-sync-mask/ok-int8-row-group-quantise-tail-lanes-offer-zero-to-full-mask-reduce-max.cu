// EXPECT: clean
// PTXLINT-ARGS: --block-dim=256
// OK: per-group symmetric int8 quantisation of activations (group = 32
// columns, one warp per group, one column per lane). The group's absmax is
// one __reduce_max_sync over the warp (sm_80 redux.sync), then every lane
// writes its int8 code and lane 0 the group scale. Lanes past the end of a
// tail group load nothing and offer 0 to the reduction (all 32 lanes run
// it); only their store is guarded. Whole warps past the last group leave
// together (g is the same in all lanes of a warp).
#include <cstdint>
__global__ void __launch_bounds__(256)
quant_int8_groups(const float *__restrict__ x, int8_t *__restrict__ q, float *__restrict__ scale, int rows, int cols) {
  const int groups = (cols + 31) / 32;
  const int g = blockIdx.x * 8 + threadIdx.x / 32, lane = threadIdx.x % 32;
  if (g >= rows * groups) return;
  const int r = g / groups, c = (g % groups) * 32 + lane;
  const bool in = c < cols;
  const float v = in ? x[(size_t)r * cols + c] : 0.f;
  const unsigned a = __float_as_uint(fabsf(v));
  const float amax = __uint_as_float(__reduce_max_sync(0xffffffffu, a));
  const float s = amax > 0.f ? amax / 127.f : 1.f;
  if (in) q[(size_t)r * cols + c] = (int8_t)__float2int_rn(fminf(fmaxf(v / s, -127.f), 127.f));
  if (lane == 0) scale[g] = s;
}
