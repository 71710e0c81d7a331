// EXPECT: clean
// Flash-decoding style attention, 8 lanes per query row, each lane with its
// own online-softmax state over keys sub, sub+8, ... The merge over the 8
// lanes runs in every lane of the row; a lane that saw no key has m = -inf
// and l = 0, and the rescale factors are computed so that -inf - -inf never
// happens (a factor of 0 for an empty side). Row-tail lanes leave the kernel
// before anything, so no shuffle names a lane that is still running elsewhere.
#define D 32
__device__ __forceinline__ float rescale(float m, float mn) {
  return m == -INFINITY ? 0.f : __expf(m - mn);
}
__global__ void decode_rows(const float *__restrict__ q, const float *__restrict__ k,
                            const float *__restrict__ v, float *__restrict__ o, int nrows,
                            int kv_len, float scale) {
  const int gt = blockIdx.x * blockDim.x + threadIdx.x;
  const int row = gt / 8, sub = threadIdx.x & 7;
  if (row >= nrows)
    return;
  float qr[D];
#pragma unroll
  for (int d = 0; d < D; ++d) qr[d] = q[row * D + d] * scale;
  float m = -INFINITY, l = 0.f, acc[D];
#pragma unroll
  for (int d = 0; d < D; ++d) acc[d] = 0.f;
  for (int j = sub; j < kv_len; j += 8) {
    float s = 0.f;
#pragma unroll
    for (int d = 0; d < D; ++d) s += qr[d] * k[j * D + d];
    float mn = fmaxf(m, s), c = rescale(m, mn), p = __expf(s - mn);
    l = l * c + p;
#pragma unroll
    for (int d = 0; d < D; ++d) acc[d] = acc[d] * c + p * v[j * D + d];
    m = mn;
  }
#pragma unroll
  for (int off = 4; off > 0; off >>= 1) {
    float mo = __shfl_xor_sync(0xffffffffu, m, off, 8);
    float lo = __shfl_xor_sync(0xffffffffu, l, off, 8);
    float mn = fmaxf(m, mo), c = rescale(m, mn), co = rescale(mo, mn);
    l = l * c + lo * co;
#pragma unroll
    for (int d = 0; d < D; ++d)
      acc[d] = acc[d] * c + __shfl_xor_sync(0xffffffffu, acc[d], off, 8) * co;
    m = mn;
  }
  if (sub == 0)
    for (int d = 0; d < D; ++d) o[row * D + d] = l > 0.f ? acc[d] / l : 0.f;
}
