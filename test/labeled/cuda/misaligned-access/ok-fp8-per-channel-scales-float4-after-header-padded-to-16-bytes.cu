// EXPECT: clean
// PTXLINT-ARGS: --block-dim=128
// The metadata blob's channel count is padded to 16 bytes (count plus three
// reserved words), so the per-channel scales start on a 16-byte boundary and
// the float4 read at &blob[4 + 4*g] is aligned.
__global__ void dequant_fp8_pad(const unsigned char *w, const float *blob, float *out, int k) {
  const int g = blockIdx.x * blockDim.x + threadIdx.x;
  const int channels = __float_as_int(blob[0]);
  if (4 * g >= channels)
    return;
  const float4 s = *reinterpret_cast<const float4 *>(blob + 4 + 4 * g);
  for (int j = 0; j < k; ++j) {
    const unsigned char *row = w + (size_t)j * channels + 4 * g;
    out[(size_t)j * channels + 4 * g + 0] = row[0] * s.x;
    out[(size_t)j * channels + 4 * g + 1] = row[1] * s.y;
    out[(size_t)j * channels + 4 * g + 2] = row[2] * s.z;
    out[(size_t)j * channels + 4 * g + 3] = row[3] * s.w;
  }
}
