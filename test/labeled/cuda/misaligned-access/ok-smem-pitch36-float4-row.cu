// EXPECT: clean
// The padded tile done for vector reads: 36 floats per row (144 bytes, a
// multiple of 16), so every row's float4 chunks stay 16-byte aligned.
__global__ void tile_rows(const float *g, float *out) {
  __shared__ __align__(16) float tile[32][36];
  for (int i = threadIdx.x; i < 32 * 32; i += blockDim.x)
    tile[i / 32][i % 32] = g[blockIdx.x * 1024 + i];
  __syncthreads();
  int row = threadIdx.x / 8, c4 = threadIdx.x % 8;
  float4 v = *reinterpret_cast<const float4 *>(&tile[row][c4 * 4]);
  out[blockIdx.x * 128 + threadIdx.x] = v.x + v.y + v.z + v.w;
}
