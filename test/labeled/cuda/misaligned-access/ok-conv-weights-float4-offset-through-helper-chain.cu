// EXPECT: clean
// Depthwise-conv weight fetch: the element offset of each float4 goes through
// three helpers (filter base, tap row, channel group), each a multiple of 4
// elements (KW and CH_PER_VEC are 4, the channel count is rounded to 4), so
// every float4 read from the cudaMalloc'd weight buffer is 16-byte aligned.
#define KW 4
#define CH_PER_VEC 4
__device__ __forceinline__ int round4(int c) { return (c + 3) & ~3; }
__device__ __forceinline__ int filter_base(int f, int kh, int cpad) { return f * kh * KW * cpad; }
__device__ __forceinline__ int tap_row(int r, int cpad) { return r * KW * cpad; }
__device__ __forceinline__ int chan_group(int g) { return g * CH_PER_VEC; }
__device__ __noinline__ float4 load_w4(const float *w, int off) {
  return *reinterpret_cast<const float4 *>(w + off);
}
__global__ void dwconv_weight_sum(const float *__restrict__ w, float4 *__restrict__ out, int kh,
                                  int channels) {
  int cpad = round4(channels);
  int f = blockIdx.x;
  int g = threadIdx.x;
  float4 acc = make_float4(0.f, 0.f, 0.f, 0.f);
  for (int r = 0; r < kh; ++r) {
    int off = filter_base(f, kh, cpad) + tap_row(r, cpad) + chan_group(g);
    float4 a = load_w4(w, off);
    float4 b = *reinterpret_cast<const float4 *>(w + off + cpad);
    acc.x += a.x + b.x; acc.y += a.y + b.y; acc.z += a.z + b.z; acc.w += a.w + b.w;
  }
  out[f * blockDim.x + g] = acc;
}
