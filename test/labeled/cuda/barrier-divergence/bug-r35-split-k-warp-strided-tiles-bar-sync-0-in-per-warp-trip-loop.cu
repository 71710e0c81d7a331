// EXPECT: barrier-divergence
// ARCHS: sm_89 sm_120
// MODES: O3 G lineinfo
// PTXLINT-ARGS: --block-dim=256
// BUG: split-K reduction over K tiles, where each of the 8 warps takes the
// tiles warp, warp + 8, ... and the partial sums of the 8 warps are combined
// through shared memory after every round. The round loop was written per
// warp (`for (kt = warp; kt < ktiles; kt += 8)`), so when ktiles is not a
// multiple of 8 the warps with no tile left in the last round leave the loop
// while the others wait in its `bar.sync 0`.
__global__ void __launch_bounds__(256)
    splitk_rows(const float *__restrict__ A, float *__restrict__ out, int ktiles) {
  __shared__ float part[8][32];
  const int lane = threadIdx.x & 31, warp = threadIdx.x >> 5;
  float acc = 0.f;
  for (int kt = warp; kt < ktiles; kt += 8) {
    float v = A[((size_t)blockIdx.x * ktiles + kt) * 32 + lane];
    part[warp][lane] = v;
    asm volatile("bar.sync 0;" ::: "memory");
    float s = 0.f;
    for (int w = 0; w < 8; ++w)
      s += part[w][lane];
    acc += s;
    asm volatile("bar.sync 0;" ::: "memory");
  }
  if (warp == 0)
    out[blockIdx.x * 32 + lane] = acc;
}
