// EXPECT: clean
// PTXLINT-ARGS: --block-dim=64
// Row pass of a separable 7-tap filter (radius 3) with a residual
// connection. Each thread produces two adjacent outputs; the shared row tile
// is shifted by one slot (element i + 1 holds input x0 - 3 + i) so that the
// two centre inputs of output pair tx, at `&row[2 * tx + 4]`, start at an
// even index and are read as one aligned float2.
#define R 3
#define TILE 128
__constant__ float taps[2 * R + 1];
__global__ void __launch_bounds__(64)
row_filter_residual(const float *__restrict__ in, float2 *__restrict__ out, int w) {
  __shared__ __align__(16) float row[TILE + 2 * R + 1];
  const int tx = threadIdx.x, x0 = blockIdx.x * TILE;
  const float *src = in + (size_t)blockIdx.y * w;
  for (int i = tx; i < TILE + 2 * R; i += 64) {
    const int x = min(max(x0 - R + i, 0), w - 1);
    row[i + 1] = src[x];
  }
  __syncthreads();
  float a = 0.f, b = 0.f;
#pragma unroll
  for (int t = 0; t <= 2 * R; ++t) {
    a += taps[t] * row[2 * tx + 1 + t];
    b += taps[t] * row[2 * tx + 2 + t];
  }
  const float2 c = *reinterpret_cast<const float2 *>(&row[2 * tx + R + 1]);
  out[((size_t)blockIdx.y * w + x0) / 2 + tx] = make_float2(a + c.x, b + c.y);
}
