// EXPECT: clean
// PTXLINT-ARGS: --block-dim=96
// Warp-specialised handoff on named barrier 1: one producer warp arrives, two
// consumer warps sync, and the count names all 96 threads that use the id.
__global__ void __launch_bounds__(96) ws_handoff(const float *in, float *out) {
  __shared__ float stage[64];
  int warp = threadIdx.x / 32, lane = threadIdx.x % 32;
  if (warp == 0) {
    stage[lane] = in[blockIdx.x * 64 + lane];
    stage[lane + 32] = in[blockIdx.x * 64 + lane + 32];
    __threadfence_block();
    asm volatile("bar.arrive 1, 96;" ::: "memory");
  } else {
    asm volatile("bar.sync 1, 96;" ::: "memory");
    int c = (warp - 1) * 32 + lane;
    out[blockIdx.x * 64 + c] = stage[c] * stage[63 - c];
  }
}
