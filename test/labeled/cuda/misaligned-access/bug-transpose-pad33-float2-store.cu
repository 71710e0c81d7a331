// EXPECT: misaligned-access
// A 32x32 transpose tile padded to 33 floats per row against bank
// conflicts, filled two floats at a time through a float2 pointer (BUG):
// rows start 132 bytes apart, so in every other row the 8-byte stores are
// only 4-byte aligned.
__global__ void __launch_bounds__(512) transpose_f2(const float2 *in, float *out, int n) {
  __shared__ float tile[32][33];
  int tx = threadIdx.x % 16, ty = threadIdx.x / 16; // 16 x 32 threads
  int bx = blockIdx.x * 32, by = blockIdx.y * 32;
  float2 v = in[((size_t)(by + ty) * n + bx) / 2 + tx];
  *reinterpret_cast<float2 *>(&tile[ty][2 * tx]) = v; // BUG: 132-byte rows
  __syncthreads();
  int c = threadIdx.x % 32, r = threadIdx.x / 32;
  out[(size_t)(bx + c) * n + by + r] = tile[r][c];
  out[(size_t)(bx + c) * n + by + r + 16] = tile[r + 16][c];
}
