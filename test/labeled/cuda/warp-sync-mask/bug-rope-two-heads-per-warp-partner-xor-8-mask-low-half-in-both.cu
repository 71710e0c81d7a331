// EXPECT: warp-sync-mask
// BUG: rotary embedding for head_dim 32 with two heads per warp (16 lanes per
// head, two elements per lane). The rotate-half partner is lane ^ 8 within the
// head, fetched with a 16-lane mask; the mask was written as 0x0000ffff for
// both heads, so the lanes of the second head (16..31) call the shuffle with a
// mask that does not contain themselves.
__global__ void rope_2heads(float2 *__restrict__ qk, const float2 *__restrict__ cs, int seq) {
  int lane = threadIdx.x & 31;
  int pair = (blockIdx.x * blockDim.x + threadIdx.x) >> 5;
  int pos = pair % seq;
  float2 v = qk[(size_t)pair * 32 + lane];
  float2 c = cs[(size_t)pos * 16 + (lane & 15)];
  float px = __shfl_xor_sync(0x0000ffffu, v.x, 8, 16);
  float py = __shfl_xor_sync(0x0000ffffu, v.y, 8, 16);
  float sgn = (lane & 8) ? 1.f : -1.f;
  v.x = v.x * c.x + sgn * px * c.y;
  v.y = v.y * c.x + sgn * py * c.y;
  qk[(size_t)pair * 32 + lane] = v;
}
