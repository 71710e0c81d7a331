// EXPECT: clean
// PTXLINT-ARGS: --block-dim=128
// OK: fp8 delayed scaling, one block per tensor: the 16-byte aligned meta
// record keeps the amax history as its first member, so the window's float4
// loads are aligned; scale and scale_inv follow it.
constexpr int HIST = 16;
struct alignas(16) ScaleMeta {
  float amax_history[HIST];
  float scale;
  float scale_inv;
};
__global__ void __launch_bounds__(128)
fp8_update_scale(ScaleMeta *__restrict__ meta, const float *__restrict__ cur_amax, float fp8_max, float margin) {
  __shared__ float wmax[4];
  ScaleMeta &m = meta[blockIdx.x];
  const int t = threadIdx.x;
  float a = 0.f;
  if (t < HIST / 4) {
    const float4 h = reinterpret_cast<const float4 *>(m.amax_history)[t];
    a = fmaxf(fmaxf(h.x, h.y), fmaxf(h.z, h.w));
  }
  for (int o = 16; o; o >>= 1) a = fmaxf(a, __shfl_xor_sync(0xffffffffu, a, o));
  if ((t & 31) == 0) wmax[t / 32] = a;
  __syncthreads();
  if (t == 0) {
    const float amax = fmaxf(fmaxf(fmaxf(wmax[0], wmax[1]), fmaxf(wmax[2], wmax[3])), cur_amax[blockIdx.x]);
    for (int i = HIST - 1; i > 0; --i) m.amax_history[i] = m.amax_history[i - 1];
    m.amax_history[0] = cur_amax[blockIdx.x];
    const float s = amax > 0.f ? fp8_max / amax / exp2f(margin) : m.scale;
    m.scale = s;
    m.scale_inv = 1.f / s;
  }
}
