// EXPECT: warp-sync-mask
// PTXLINT-ARGS: --block-dim=64
// Warp-per-row dot products over a shared staging row: the main part is a
// #pragma unroll loop of whole 32-element chunks, and the tail of rem =
// cols % 32 elements is handled by `lane < rem`, which stages its element
// and calls __syncwarp() before the lanes read their neighbour (BUG): only
// the tail lanes reach that __syncwarp, whose default mask is the whole
// warp.
__global__ void rowdot_tail(const float* __restrict__ a, const float* __restrict__ b, float* __restrict__ out, int cols) {
  __shared__ float st[2][32];
  const int lane = threadIdx.x & 31, w = threadIdx.x >> 5;
  const int row = blockIdx.x * 2 + w;
  const float* ra = a + (size_t)row * cols;
  float acc = 0.f;
  const int full = cols / 32, rem = cols % 32;
#pragma unroll 4
  for (int c = 0; c < full; ++c) acc += ra[c * 32 + lane] * b[c * 32 + lane];
  if (lane < rem) {
    st[w][lane] = ra[full * 32 + lane];
    __syncwarp();  // BUG: only lanes below rem
    acc += st[w][(lane + 1) % rem] * b[full * 32 + lane];
  }
  for (int o = 16; o > 0; o >>= 1) acc += __shfl_xor_sync(0xffffffffu, acc, o);
  if (lane == 0) out[row] = acc;
}
