// EXPECT: clean
// Rotary embedding for head_dim 32 with two heads per warp (16 lanes per head,
// two elements per lane): the rotate-half partner lane ^ 8 is fetched with the
// mask of the lane's own 16-lane half, 0xffff shifted by (lane & 16).
__global__ void rope_2heads(float2 *__restrict__ qk, const float2 *__restrict__ cs, int seq) {
  int lane = threadIdx.x & 31;
  int pair = (blockIdx.x * blockDim.x + threadIdx.x) >> 5;
  int pos = pair % seq;
  unsigned hm = 0x0000ffffu << (lane & 16);
  float2 v = qk[(size_t)pair * 32 + lane];
  float2 c = cs[(size_t)pos * 16 + (lane & 15)];
  float px = __shfl_xor_sync(hm, v.x, 8, 16);
  float py = __shfl_xor_sync(hm, v.y, 8, 16);
  float sgn = (lane & 8) ? 1.f : -1.f;
  v.x = v.x * c.x + sgn * px * c.y;
  v.y = v.y * c.x + sgn * py * c.y;
  qk[(size_t)pair * 32 + lane] = v;
}
