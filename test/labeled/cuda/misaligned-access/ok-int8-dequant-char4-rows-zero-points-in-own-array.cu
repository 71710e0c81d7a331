// EXPECT: clean
// Int8 asymmetric dequantisation: the zero points were moved to their own
// array so each row of codes is exactly K bytes (K a multiple of 4); codes
// are read four at a time as char4 at row*K + 4*j and written as float4 at
// row*K + 4*j floats: both 4- and 16-byte aligned.
template <int K>
__global__ void dequant_rows(const signed char *__restrict__ codes,
                             const signed char *__restrict__ zps,
                             const float *__restrict__ scale, float *__restrict__ out) {
  static_assert(K % 4 == 0, "K must be a multiple of 4");
  const int r = blockIdx.x;
  const signed char *row = codes + (size_t)r * K;
  const int zp = zps[r];
  const float s = scale[r];
  for (int j = threadIdx.x; j < K / 4; j += blockDim.x) {
    const char4 c = *reinterpret_cast<const char4 *>(row + 4 * j);
    float4 o = make_float4((c.x - zp) * s, (c.y - zp) * s, (c.z - zp) * s, (c.w - zp) * s);
    *reinterpret_cast<float4 *>(out + (size_t)r * K + 4 * j) = o;
  }
}
template __global__ void dequant_rows<64>(const signed char *, const signed char *,
                                          const float *, float *);
