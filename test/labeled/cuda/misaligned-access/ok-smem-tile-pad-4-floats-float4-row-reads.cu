// EXPECT: clean
// PTXLINT-ARGS: --block-dim=256
// 64x64 shared tile padded by 4 floats per row (stride 68 floats = 272
// bytes, a multiple of 16) to spread banks while keeping rows 16-byte
// aligned: each thread reads a float4 at column 4*(t % 16) of row t / 16
// (+16*i), so every ld.shared.v4 is 16-byte aligned.
__global__ void tile_rowsum(const float *__restrict__ in, float *__restrict__ out) {
  __shared__ __align__(16) float tile[64][68];
  const int t = threadIdx.x;
  for (int i = t; i < 64 * 64; i += 256) tile[i / 64][i % 64] = in[blockIdx.x * 4096 + i];
  __syncthreads();
  float s = 0.f;
  for (int r = t / 16; r < 64; r += 16) {
    float4 v = *reinterpret_cast<const float4 *>(&tile[r][4 * (t % 16)]);
    s += v.x + v.y + v.z + v.w;
  }
  out[blockIdx.x * 256 + t] = s;
}
