// EXPECT: barrier-misuse
// ARCHS: sm_90a sm_100a
// MODES: O3 G
// PTXLINT-ARGS: --block-dim=384
// BUG: Hopper warp-specialised GEMM epilogue (one producer warpgroup, two
// consumer warpgroups). After the CTA-wide handoff each consumer warpgroup
// stages its 128-column accumulator slice through its own shared buffer and
// should wait on its own named barrier (1 + consumer index, 128 threads).
// The id was hard-coded to 1 for both, so 256 threads arrive at a barrier
// counted for 128: it completes with whichever four warps come first, and a
// warpgroup can read its buffer before its own other warps wrote it.
__global__ void __launch_bounds__(384)
    ws_epilogue(const float *__restrict__ acc, float *__restrict__ C, int ldc) {
  __shared__ __align__(16) float stage[2][128][5];
  const int wg = threadIdx.x >> 7, t = threadIdx.x & 127;
  if (wg == 0) {
    asm volatile("bar.sync 0, 384;" ::: "memory");
    return;
  }
  const int c = wg - 1;
  float v[4];
  for (int i = 0; i < 4; ++i)
    v[i] = acc[((size_t)blockIdx.x * 256 + c * 128 + t) * 4 + i];
  asm volatile("bar.sync 0, 384;" ::: "memory");
  for (int i = 0; i < 4; ++i)
    stage[c][t][i] = v[i];
  asm volatile("bar.sync 1, 128;" ::: "memory");
  float *crow = C + ((size_t)blockIdx.x * 2 + c) * 4 * ldc;
  for (int i = 0; i < 4; ++i)
    crow[i * ldc + t] = stage[c][(t + 1) & 127][i];
}
