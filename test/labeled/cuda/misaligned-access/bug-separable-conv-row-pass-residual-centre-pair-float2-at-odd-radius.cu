// EXPECT: misaligned-access
// PTXLINT-ARGS: --block-dim=64
// BUG: row pass of a separable 7-tap filter (radius 3) with a residual
// connection. Each thread produces two adjacent outputs from a shared row
// tile whose element i holds input x0 - 3 + i. The filter taps are read one
// by one, but the residual reads the two centre inputs as one float2 at
// `&row[2 * tx + 3]`: with an odd radius that index is odd, so the 8-byte
// shared-memory load sits at a 4-byte offset.
#define R 3
#define TILE 128
__constant__ float taps[2 * R + 1];
__global__ void __launch_bounds__(64)
row_filter_residual(const float *__restrict__ in, float2 *__restrict__ out, int w) {
  __shared__ __align__(16) float row[TILE + 2 * R];
  const int tx = threadIdx.x, x0 = blockIdx.x * TILE;
  const float *src = in + (size_t)blockIdx.y * w;
  for (int i = tx; i < TILE + 2 * R; i += 64) {
    const int x = min(max(x0 - R + i, 0), w - 1);
    row[i] = src[x];
  }
  __syncthreads();
  float a = 0.f, b = 0.f;
#pragma unroll
  for (int t = 0; t <= 2 * R; ++t) {
    a += taps[t] * row[2 * tx + t];
    b += taps[t] * row[2 * tx + 1 + t];
  }
  const float2 c = *reinterpret_cast<const float2 *>(&row[2 * tx + R]);
  out[((size_t)blockIdx.y * w + x0) / 2 + tx] = make_float2(a + c.x, b + c.y);
}
