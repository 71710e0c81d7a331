// EXPECT: misaligned-access
// PTXLINT-ARGS: --block-dim=256
// A 64x32 float tile in shared memory with an XOR swizzle against bank
// conflicts. The swizzle is applied to the element index (col ^ (row & 3))
// rather than to the 16-byte chunk index, so the float4 reads of a chunk start
// 4, 8 or 12 bytes into it on three rows out of four.
__global__ void swizzled_rows(const float *__restrict__ in, float *__restrict__ out) {
  __shared__ __align__(16) float tile[64][32];
  const int t = threadIdx.x;
  for (int i = t; i < 64 * 32; i += 256) {
    const int r = i / 32, c = i % 32;
    tile[r][c ^ (r & 3)] = in[(size_t)blockIdx.x * 2048 + i];
  }
  __syncthreads();
  const int r = t / 4, c4 = t % 4;
  float s = 0.f;
  for (int q = c4; q < 8; q += 4) {
    const float4 v = *reinterpret_cast<const float4 *>(&tile[r][(q * 4) ^ (r & 3)]);
    s += v.x + v.y + v.z + v.w;
  }
  out[(size_t)blockIdx.x * 256 + t] = s;
}
