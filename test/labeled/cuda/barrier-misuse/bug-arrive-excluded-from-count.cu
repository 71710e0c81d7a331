// EXPECT: barrier-misuse
// PTXLINT-ARGS: --block-dim=160
// Producer warp 0 signals with bar.arrive 1, 160 (counting itself and the
// four consumer warps), but the consumers wait with bar.sync 1, 128, a count
// that leaves out the producer: the two sides disagree on the barrier's count.
__global__ void __launch_bounds__(160) handoff(const float *in, float *out) {
  __shared__ float stage[128];
  int warp = threadIdx.x / 32;
  if (warp == 0) {
    for (int i = threadIdx.x; i < 128; i += 32)
      stage[i] = in[blockIdx.x * 128 + i];
    asm volatile("bar.arrive 1, 160;" ::: "memory");
  } else {
    asm volatile("bar.sync 1, 128;" ::: "memory");
    out[blockIdx.x * 128 + threadIdx.x - 32] = 2.f * stage[threadIdx.x - 32];
  }
}
