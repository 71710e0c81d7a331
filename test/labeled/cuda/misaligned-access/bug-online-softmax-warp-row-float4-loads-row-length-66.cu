// EXPECT: misaligned-access
// PTXLINT-ARGS: --block-dim=128
// Online softmax with one warp per row over rows of D = 66 floats (a head
// width with two extra bias columns): the first 64 columns are read as 16
// float4 (lanes 0-15) and the two bias columns as scalars (BUG): a row is
// 264 bytes, so every odd row's float4 reads are 8 bytes off a 16-byte
// boundary.
constexpr int D = 66;
__global__ void softmax_d66(const float* __restrict__ x, float* __restrict__ y, int rows) {
  const int lane = threadIdx.x & 31;
  const int row = blockIdx.x * 4 + (threadIdx.x >> 5);
  if (row >= rows) return;
  const float* r = x + (size_t)row * D;
  float4 v = make_float4(-1e30f, -1e30f, -1e30f, -1e30f);
  if (lane < 16) v = reinterpret_cast<const float4*>(r)[lane];  // BUG: odd rows
  const float b = lane < 2 ? r[64 + lane] : -1e30f;
  float m = fmaxf(fmaxf(fmaxf(v.x, v.y), fmaxf(v.z, v.w)), b);
  for (int o = 16; o > 0; o >>= 1) m = fmaxf(m, __shfl_xor_sync(0xffffffffu, m, o));
  float s = (lane < 16 ? __expf(v.x - m) + __expf(v.y - m) + __expf(v.z - m) + __expf(v.w - m) : 0.f) +
            (lane < 2 ? __expf(b - m) : 0.f);
  for (int o = 16; o > 0; o >>= 1) s += __shfl_xor_sync(0xffffffffu, s, o);
  const float inv = 1.f / s;
  float* o_ = y + (size_t)row * D;
  if (lane < 16)
    for (int k = 0; k < 4; ++k) o_[lane * 4 + k] = __expf((&v.x)[k] - m) * inv;
  if (lane < 2) o_[64 + lane] = __expf(b - m) * inv;
}
