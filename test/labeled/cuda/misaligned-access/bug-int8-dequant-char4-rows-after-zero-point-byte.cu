// EXPECT: misaligned-access
// Int8 asymmetric dequantisation of a row-major weight matrix stored as
// packed rows of 1 + K bytes: the row's zero point byte, then its K codes.
// The kernel reads the codes four at a time as char4 starting right after
// the zero point (BUG): the codes of row r start at byte r*(K+1) + 1, which is
// 1 modulo 4 in row 0 and never 4-byte aligned in a consistent way.
template <int K>
__global__ void dequant_rows(const signed char *__restrict__ packed,
                             const float *__restrict__ scale, float *__restrict__ out) {
  const int r = blockIdx.x;
  const signed char *row = packed + (size_t)r * (K + 1);
  const int zp = row[0];
  const float s = scale[r];
  for (int j = threadIdx.x; j < K / 4; j += blockDim.x) {
    const char4 c = *reinterpret_cast<const char4 *>(row + 1 + 4 * j);  // BUG
    float4 o = make_float4((c.x - zp) * s, (c.y - zp) * s, (c.z - zp) * s, (c.w - zp) * s);
    *reinterpret_cast<float4 *>(out + (size_t)r * K + 4 * j) = o;
  }
}
template __global__ void dequant_rows<64>(const signed char *, const float *, float *);
