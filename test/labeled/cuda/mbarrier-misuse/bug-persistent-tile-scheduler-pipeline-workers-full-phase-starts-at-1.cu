// EXPECT: mbarrier-misuse
// ARCHS: sm_90
// PTXLINT-ARGS: --block-dim=128
// BUG: a persistent elementwise kernel with a CUTLASS-style tile-scheduler
// pipeline: warp 0's lane 0 claims the next tile from a global counter,
// publishes it in shared memory and arrives on `sched_full` (count 1); the
// three worker warps wait on `sched_full`, read the tile, release the slot on
// `sched_empty` (count 96) and process it. The scheduler starts its empty
// waits at parity 1 (a fresh barrier's "previous phase" counts as complete,
// so the first wait passes at once) - and the workers' phase bit was
// initialised the same way: their first `sched_full` wait on parity 1 also
// passes at once, before the scheduler wrote a tile, and every later wait is
// one phase behind.
#include "mbar.cuh"
__global__ void __launch_bounds__(128) persistent_silu(const float *__restrict__ x, float *__restrict__ y,
                                                       int *__restrict__ tile_counter, int ntiles) {
  __shared__ __align__(8) uint64_t sched_full, sched_empty;
  __shared__ int sched_tile;
  const int t = threadIdx.x, warp = t / 32, lane = t % 32;
  if (t == 0) {
    mb_init(&sched_full, 1);
    mb_init(&sched_empty, 96);
    asm volatile("fence.mbarrier_init.release.cluster;" ::: "memory");
  }
  __syncthreads();
  if (warp == 0) {
    if (lane == 0) {
      unsigned phase = 0;
      for (;;) {
        mb_wait_parity(&sched_empty, phase ^ 1);
        const int tile = atomicAdd(tile_counter, 1);
        sched_tile = tile < ntiles ? tile : -1;
        (void)mb_arrive(&sched_full);
        phase ^= 1;
        if (tile >= ntiles)
          break;
      }
    }
  } else {
    unsigned phase = 1;
    for (;;) {
      mb_wait_parity(&sched_full, phase);
      const int tile = sched_tile;
      (void)mb_arrive(&sched_empty);
      phase ^= 1;
      if (tile < 0)
        break;
      const int i = tile * 96 + (t - 32);
      const float v = x[i];
      y[i] = v / (1.f + __expf(-v));
    }
  }
}
