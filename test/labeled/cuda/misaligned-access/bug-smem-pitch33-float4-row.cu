// EXPECT: misaligned-access
// A bank-conflict-padded tile (33 floats per row) read back with float4:
// eight threads per row, four rows per warp, rows 132 bytes apart, so row
// 1's vectors start 4 bytes past a 16-byte boundary.
__global__ void tile_rows(const float *g, float *out) {
  __shared__ __align__(16) float tile[32][33];
  for (int i = threadIdx.x; i < 32 * 32; i += blockDim.x)
    tile[i / 32][i % 32] = g[blockIdx.x * 1024 + i];
  __syncthreads();
  int row = threadIdx.x / 8, c4 = threadIdx.x % 8;
  float4 v = *reinterpret_cast<const float4 *>(&tile[row][c4 * 4]);
  out[blockIdx.x * 128 + threadIdx.x] = v.x + v.y + v.z + v.w;
}
