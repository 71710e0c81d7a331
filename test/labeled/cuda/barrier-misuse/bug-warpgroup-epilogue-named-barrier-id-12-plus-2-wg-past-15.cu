// EXPECT: barrier-misuse
// PTXLINT-ARGS: --block-dim=512
// A warp-specialised epilogue gives each of 4 warpgroups its own named
// barrier, spaced by two to leave room for a second phase: id = 12 + 2*wg.
// Warpgroups 2 and 3 get ids 16 and 18, past the 16 barriers a CTA has.
__global__ void __launch_bounds__(512) wg_epilogue(const float *acc, float *out) {
  __shared__ float stage[4][128];
  const int wg = threadIdx.x / 128, t = threadIdx.x % 128;
  stage[wg][t] = acc[blockIdx.x * 512 + threadIdx.x] * 0.5f;
  asm volatile("bar.sync %0, 128;" ::"r"(12 + 2 * wg) : "memory");
  out[blockIdx.x * 512 + wg * 128 + t] = stage[wg][127 - t];
}
