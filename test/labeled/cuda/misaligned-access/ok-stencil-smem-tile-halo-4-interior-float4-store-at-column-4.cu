// EXPECT: clean
// A 2D 5-point stencil whose shared tile reserves four cells left and right of
// the interior (rows of 64 + 8 floats, only the cells next to the interior are
// used as halo), so the interior's float4 stores start at column 4 of a
// 72-float row: 16-byte aligned in every row.
#define TX 64
#define TY 8
__global__ void __launch_bounds__(128) stencil5(const float *__restrict__ in, float *__restrict__ out, int w, int h) {
  __shared__ __align__(16) float tile[TY + 2][TX + 8];
  int gx0 = blockIdx.x * TX, gy0 = blockIdx.y * TY;
  int t = threadIdx.x;
  {
    int r = t >> 4, c4 = t & 15;
    float4 v = *reinterpret_cast<const float4 *>(in + (size_t)(gy0 + r) * w + gx0 + 4 * c4);
    *reinterpret_cast<float4 *>(&tile[r + 1][4 + 4 * c4]) = v;
  }
  if (t < 2 * TY) {
    int r = t >> 1, side = t & 1;
    int gx = side ? gx0 + TX : gx0 - 1;
    tile[r + 1][side ? TX + 4 : 3] = (gx >= 0 && gx < w) ? in[(size_t)(gy0 + r) * w + gx] : 0.f;
  }
  if (t < 2 * TX) {
    int c = t % TX, top = t / TX;
    int gy = top ? gy0 + TY : gy0 - 1;
    tile[top ? TY + 1 : 0][c + 4] = (gy >= 0 && gy < h) ? in[(size_t)gy * w + gx0 + c] : 0.f;
  }
  __syncthreads();
  for (int i = t; i < TX * TY; i += 128) {
    int r = i / TX + 1, c = i % TX + 4;
    out[(size_t)(gy0 + r - 1) * w + gx0 + c - 4] =
        tile[r][c] * -4.f + tile[r - 1][c] + tile[r + 1][c] + tile[r][c - 1] + tile[r][c + 1];
  }
}
