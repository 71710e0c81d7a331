// EXPECT: mbarrier-misuse
// ARCHS: sm_90 sm_90a
// PTXLINT-ARGS: --block-dim=256
// Scan-then-scatter with an mbarrier handoff: every warp publishes its
// aggregate and arrives on one block-wide `ready` barrier (count 8, one
// arrival per warp); the scatter waits on it. The init was written inside
// the per-warp prologue (lane 0 initialises, __syncwarp() orders it before the
// warp's own arrival), so every warp initialises the same object, and a warp
// that starts late re-initialises it after other warps have arrived: their
// arrivals are lost and the phase never completes.
#include "mbar.cuh"
__global__ void __launch_bounds__(256) scan_scatter(const int *flags, int *out_idx, int n) {
  __shared__ uint64_t ready;
  __shared__ int warp_sum[8];
  int warp = threadIdx.x / 32, lane = threadIdx.x % 32;
  if (lane == 0)
    mb_init(&ready, 8);
  __syncwarp();
  int i = blockIdx.x * 256 + threadIdx.x;
  int f = i < n ? flags[i] : 0;
  unsigned b = __ballot_sync(0xffffffffu, f);
  int rank = __popc(b & ((1u << lane) - 1));
  if (lane == 0) {
    warp_sum[warp] = __popc(b);
    mb_arrive(&ready);
  }
  mb_wait_parity(&ready, 0);
  int base = 0;
  for (int w = 0; w < warp; ++w)
    base += warp_sum[w];
  if (f)
    out_idx[blockIdx.x * 256 + base + rank] = i;
}
