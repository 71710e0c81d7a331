// EXPECT: clean
// PTXLINT-ARGS: --block-dim=64
// Warp-per-row dot products with a #pragma unroll main loop and a tail of
// rem = cols % 32 elements handled by `lane < rem`: the tail lanes' mask is
// balloted before the branch and their __syncwarp names exactly them.
__global__ void rowdot_tail_ok(const float* __restrict__ a, const float* __restrict__ b, float* __restrict__ out, int cols) {
  __shared__ float st[2][32];
  const int lane = threadIdx.x & 31, w = threadIdx.x >> 5;
  const int row = blockIdx.x * 2 + w;
  const float* ra = a + (size_t)row * cols;
  float acc = 0.f;
  const int full = cols / 32, rem = cols % 32;
#pragma unroll 4
  for (int c = 0; c < full; ++c) acc += ra[c * 32 + lane] * b[c * 32 + lane];
  const unsigned tail = __ballot_sync(0xffffffffu, lane < rem);
  if (lane < rem) {
    st[w][lane] = ra[full * 32 + lane];
    __syncwarp(tail);
    acc += st[w][(lane + 1) % rem] * b[full * 32 + lane];
  }
  for (int o = 16; o > 0; o >>= 1) acc += __shfl_xor_sync(0xffffffffu, acc, o);
  if (lane == 0) out[row] = acc;
}
