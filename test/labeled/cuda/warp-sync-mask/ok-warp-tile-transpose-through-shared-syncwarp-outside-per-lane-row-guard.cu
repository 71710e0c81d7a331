// EXPECT: clean
// PTXLINT-ARGS: --block-dim=128
// Each warp transposes (and takes the absolute maximum for an fp8 scale of) a 32x32 tile through its own shared-memory staging
// buffer (padded to 33 columns): every lane writes one row, the warp syncs
// with __syncwarp(), and every lane reads back one column. The ragged last
// tile guards only the loads and the stores with the row bound; the
// __syncwarp() between them and the amax shuffles after them run in all
// 32 lanes.
__global__ void __launch_bounds__(128)
warp_transpose(const float *__restrict__ in, float *__restrict__ out,
               unsigned *__restrict__ amax_bits, int M) {
  __shared__ float st[4][32][33];
  const int warp = threadIdx.x / 32, lane = threadIdx.x & 31;
  const int tile = blockIdx.x * 4 + warp, row = tile * 32 + lane;
  if (row < M)
    for (int c = 0; c < 32; ++c) st[warp][lane][c] = in[(size_t)row * 32 + c];
  __syncwarp();
  float amax = 0.f;
  for (int r = 0; r < 32; ++r)
    if (tile * 32 + r < M) {
      const float v = st[warp][r][lane];
      out[(size_t)lane * M + tile * 32 + r] = v;
      amax = fmaxf(amax, fabsf(v));
    }
  for (int o = 16; o > 0; o >>= 1) amax = fmaxf(amax, __shfl_xor_sync(0xffffffffu, amax, o));
  if (lane == 0) atomicMax(amax_bits, __float_as_uint(amax));
}
