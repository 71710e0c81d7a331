// EXPECT: mbarrier-misuse
// ARCHS: sm_80 sm_90
// MODES: O3 G
// PTXLINT-ARGS: --block-dim=256
// BUG: persistent CUB-like tile scan: each block takes tiles in a grid-stride
// loop and meets on a block-wide mbarrier after it has published its tile
// prefix. Thread 0 initialises the mbarrier once before the loop; the
// teardown `mbarrier.inval` that belongs after the loop was put at the end
// of the loop body (after the last barrier of a tile), so from the second
// tile on every thread arrives on, and waits for, an invalidated object.
#include "mbar.cuh"
__global__ void __launch_bounds__(256)
    persistent_scan(const int *__restrict__ in, int *__restrict__ out, int *__restrict__ tile_sums, int ntiles) {
  __shared__ uint64_t bar;
  __shared__ int warp_tot[8];
  const int t = threadIdx.x, lane = t & 31, w = t >> 5;
  if (t == 0)
    mb_init(&bar, 256);
  __syncthreads();
  for (int tile = blockIdx.x; tile < ntiles; tile += gridDim.x) {
    int v = in[(size_t)tile * 256 + t];
    for (int d = 1; d < 32; d <<= 1) {
      const int n = __shfl_up_sync(0xffffffffu, v, d);
      if (lane >= d)
        v += n;
    }
    if (lane == 31)
      warp_tot[w] = v;
    mb_wait(&bar, mb_arrive(&bar));
    for (int j = 0; j < w; ++j)
      v += warp_tot[j];
    out[(size_t)tile * 256 + t] = v;
    if (t == 255)
      tile_sums[tile] = v;
    mb_wait(&bar, mb_arrive(&bar));
    if (t == 0)
      mb_inval(&bar);
  }
}
