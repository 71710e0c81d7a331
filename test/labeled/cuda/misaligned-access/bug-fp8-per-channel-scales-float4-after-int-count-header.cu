// EXPECT: misaligned-access
// PTXLINT-ARGS: --block-dim=128
// A quantised layer's metadata blob: a 4-byte channel count followed by the
// per-channel float scales. The dequantiser reads four scales at a time as
// float4 from &blob[1 + 4*g], which is 4 bytes past a 16-byte boundary.
__global__ void dequant_fp8(const unsigned char *w, const float *blob, float *out, int k) {
  const int g = blockIdx.x * blockDim.x + threadIdx.x;
  const int channels = __float_as_int(blob[0]);
  if (4 * g >= channels)
    return;
  const float4 s = *reinterpret_cast<const float4 *>(blob + 1 + 4 * g);
  for (int j = 0; j < k; ++j) {
    const unsigned char *row = w + (size_t)j * channels + 4 * g;
    out[(size_t)j * channels + 4 * g + 0] = row[0] * s.x;
    out[(size_t)j * channels + 4 * g + 1] = row[1] * s.y;
    out[(size_t)j * channels + 4 * g + 2] = row[2] * s.z;
    out[(size_t)j * channels + 4 * g + 3] = row[3] * s.w;
  }
}
