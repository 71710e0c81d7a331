// EXPECT: clean
// PTXLINT-ARGS: --block-dim=128
// LayerNorm of 16-wide rows, one row per half-warp: a half-warp whose row is
// past the end returns, and the other half reduces with full-mask
// __shfl_xor_sync of width 16. The lanes that returned only exit: the xor
// offsets stay inside each 16-lane segment, so no remaining lane reads an
// exited lane, and exited lanes are not waited on.
__global__ void ln16(const float* __restrict__ x, const float* __restrict__ g, float* __restrict__ y, int rows) {
  const int lane = threadIdx.x & 31;
  const int row = (blockIdx.x * 128 + threadIdx.x) >> 4;
  if (row >= rows) return;
  const float v = x[row * 16 + (lane & 15)];
  float s = v;
  for (int o = 8; o > 0; o >>= 1) s += __shfl_xor_sync(0xffffffffu, s, o, 16);
  const float d = v - s * (1.f / 16);
  float q = d * d;
  for (int o = 8; o > 0; o >>= 1) q += __shfl_xor_sync(0xffffffffu, q, o, 16);
  y[row * 16 + (lane & 15)] = d * rsqrtf(q * (1.f / 16) + 1e-5f) * g[lane & 15];
}
