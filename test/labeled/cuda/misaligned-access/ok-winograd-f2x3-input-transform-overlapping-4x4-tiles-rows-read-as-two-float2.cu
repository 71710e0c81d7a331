// EXPECT: clean
// PTXLINT-ARGS: --block-dim=256
// OK: input transform of Winograd F(2x2, 3x3) convolution. A block stages
// a 34x34 halo patch of one channel in shared memory (rows padded to 36
// floats); thread (tx, ty) turns the 4x4 input tile at (2 ty, 2 tx) into
// B^T d B. Tile tx starts at column 2 tx, byte 8 tx of a 144-byte row: the
// rows are read as two float2 loads, 8-byte aligned for every tx.
__global__ void __launch_bounds__(256)
winograd_f23_input(const float *__restrict__ in, float *__restrict__ V, int C, int H, int W, int tiles_x) {
  __shared__ alignas(16) float s[34][36];
  const int c = blockIdx.z, t = threadIdx.x, tx = t % 16, ty = t / 16;
  const int ox = blockIdx.x * 32 - 1, oy = blockIdx.y * 32 - 1;
  for (int i = t; i < 34 * 34; i += 256) {
    const int y = oy + i / 34, x = ox + i % 34;
    s[i / 34][i % 34] = (y >= 0 && y < H && x >= 0 && x < W) ? in[((size_t)c * H + y) * W + x] : 0.f;
  }
  __syncthreads();
  float d[4][4];
  for (int r = 0; r < 4; ++r) {
    const float2 lo = *reinterpret_cast<const float2 *>(&s[2 * ty + r][2 * tx]);
    const float2 hi = *reinterpret_cast<const float2 *>(&s[2 * ty + r][2 * tx + 2]);
    d[r][0] = lo.x; d[r][1] = lo.y; d[r][2] = hi.x; d[r][3] = hi.y;
  }
  float m[4][4];
  for (int j = 0; j < 4; ++j) {
    m[0][j] = d[0][j] - d[2][j];
    m[1][j] = d[1][j] + d[2][j];
    m[2][j] = d[2][j] - d[1][j];
    m[3][j] = d[1][j] - d[3][j];
  }
  const int tile = (blockIdx.y * 16 + ty) * tiles_x + blockIdx.x * 16 + tx;
  const size_t ntile = (size_t)gridDim.y * 16 * tiles_x;
  for (int i = 0; i < 4; ++i) {
    const float v0 = m[i][0] - m[i][2], v1 = m[i][1] + m[i][2], v2 = m[i][2] - m[i][1], v3 = m[i][1] - m[i][3];
    V[((size_t)(i * 4 + 0) * C + c) * ntile + tile] = v0;
    V[((size_t)(i * 4 + 1) * C + c) * ntile + tile] = v1;
    V[((size_t)(i * 4 + 2) * C + c) * ntile + tile] = v2;
    V[((size_t)(i * 4 + 3) * C + c) * ntile + tile] = v3;
  }
}
