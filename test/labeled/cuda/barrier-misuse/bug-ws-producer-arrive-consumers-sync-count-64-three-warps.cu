// EXPECT: barrier-misuse
// PTXLINT-ARGS: --block-dim=96
// Warp-specialised handoff on named barrier 1: the producer warp fills the
// stage and signals with bar.arrive, the two consumer warps wait with
// bar.sync. The count was written for "one producer warp, one consumer warp"
// (64) but 96 threads use the id: the barrier completes with the first 64
// arrivals and the last consumer warp starts a new phase that never fills.
__global__ void __launch_bounds__(96) ws_handoff(const float *in, float *out) {
  __shared__ float stage[64];
  int warp = threadIdx.x / 32, lane = threadIdx.x % 32;
  if (warp == 0) {
    stage[lane] = in[blockIdx.x * 64 + lane];
    stage[lane + 32] = in[blockIdx.x * 64 + lane + 32];
    __threadfence_block();
    asm volatile("bar.arrive 1, 64;" ::: "memory");
  } else {
    asm volatile("bar.sync 1, 64;" ::: "memory");
    int c = (warp - 1) * 32 + lane;
    out[blockIdx.x * 64 + c] = stage[c] * stage[63 - c];
  }
}
