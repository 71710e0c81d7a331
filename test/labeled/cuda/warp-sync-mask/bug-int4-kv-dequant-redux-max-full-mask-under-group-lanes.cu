// EXPECT: warp-sync-mask
// ARCHS: sm_80 sm_90
// PTXLINT-ARGS: --block-dim=128
// Quantising a KV-cache head of 128 values to int4: one warp per token, the
// first 16 lanes each hold eight values. The absolute maximum is reduced with
// __reduce_max_sync over the full warp inside `if (lane < HEAD / 8)`, so lanes
// 16-31, which wait at the __syncwarp() below, are named but never run it.
constexpr int HEAD = 128;
__global__ void kv_quant_int4(const float *kv, unsigned *packed, float *scale) {
  const int tok = blockIdx.x * 4 + threadIdx.x / 32, lane = threadIdx.x % 32;
  unsigned word = 0;
  if (lane < HEAD / 8) {
    float v[8];
    unsigned m = 0;
    for (int j = 0; j < 8; ++j) {
      v[j] = kv[(size_t)tok * HEAD + lane * 8 + j];
      m = max(m, __float_as_uint(fabsf(v[j])));
    }
    m = __reduce_max_sync(0xffffffffu, m);
    const float s = __uint_as_float(m) / 7.f;
    for (int j = 0; j < 8; ++j)
      word |= (unsigned)(__float2int_rn(v[j] / s) & 0xf) << (4 * j);
    if (lane == 0)
      scale[tok] = s;
  }
  __syncwarp();
  if (lane < HEAD / 8)
    packed[(size_t)tok * (HEAD / 8) + lane] = word;
}
