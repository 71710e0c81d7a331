// EXPECT: misaligned-access
// PTXLINT-ARGS: --block-dim=256
// 64x64 shared tile padded by ONE float per row to avoid bank conflicts
// (the classic transpose padding), then read with float4 row segments (BUG):
// the row stride is 65 floats = 260 bytes, 4 modulo 16, so rows 1-3 of
// every four start off a 16-byte boundary and their ld.shared.v4 is
// misaligned.
__global__ void tile_rowsum(const float *__restrict__ in, float *__restrict__ out) {
  __shared__ __align__(16) float tile[64][65];
  const int t = threadIdx.x;
  for (int i = t; i < 64 * 64; i += 256) tile[i / 64][i % 64] = in[blockIdx.x * 4096 + i];
  __syncthreads();
  float s = 0.f;
  for (int r = t / 16; r < 64; r += 16) {
    float4 v = *reinterpret_cast<const float4 *>(&tile[r][4 * (t % 16)]);  // BUG: 260-byte rows
    s += v.x + v.y + v.z + v.w;
  }
  out[blockIdx.x * 256 + t] = s;
}
