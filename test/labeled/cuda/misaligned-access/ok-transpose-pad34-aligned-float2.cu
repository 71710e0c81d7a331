// EXPECT: clean
// The float2 transpose tile done right: rows are padded to 34 floats
// (136 bytes, a multiple of 8) and the tile is declared 16-byte aligned, so
// every float2 store at &tile[ty][2 * tx] is 8-byte aligned.
__global__ void __launch_bounds__(512) transpose_f2(const float2 *in, float *out, int n) {
  __shared__ __align__(16) float tile[32][34];
  int tx = threadIdx.x % 16, ty = threadIdx.x / 16; // 16 x 32 threads
  int bx = blockIdx.x * 32, by = blockIdx.y * 32;
  float2 v = in[((size_t)(by + ty) * n + bx) / 2 + tx];
  *reinterpret_cast<float2 *>(&tile[ty][2 * tx]) = v;
  __syncthreads();
  int c = threadIdx.x % 32, r = threadIdx.x / 32;
  out[(size_t)(bx + c) * n + by + r] = tile[r][c];
  out[(size_t)(bx + c) * n + by + r + 16] = tile[r + 16][c];
}
