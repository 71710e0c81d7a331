// EXPECT: warp-sync-mask
// PTXLINT-ARGS: --block-dim=128
// Complex-pair rotation: lanes with a nonzero phase exchange their value with
// the neighbouring lane (lane ^ 1) using __shfl_sync(__activemask(), ...)
// inside `if (phase[i] != 0)` (BUG): the active mask is whatever lanes took
// the branch, and a lane whose partner's phase is zero reads a lane that does
// not execute the shuffle.
__global__ void rotate_pairs(const float* __restrict__ x, const int* __restrict__ phase, float* __restrict__ y, int n) {
  const int i = blockIdx.x * 128 + threadIdx.x;
  const int lane = threadIdx.x & 31;
  float v = x[i];
  if (phase[i] != 0) {
    const unsigned m = __activemask();
    const float other = __shfl_sync(m, v, lane ^ 1);  // BUG: partner may be outside m
    v = (lane & 1) ? v * 0.5f + other : v * 0.5f - other;
  }
  y[i] = v;
}
