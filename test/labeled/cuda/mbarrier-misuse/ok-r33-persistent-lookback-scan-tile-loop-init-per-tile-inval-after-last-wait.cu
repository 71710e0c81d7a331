// EXPECT: clean
// ARCHS: sm_80 sm_90
// MODES: O3 G
// PTXLINT-ARGS: --block-dim=256
// Persistent CUB-like tile scan whose block barrier is an mbarrier that is
// set up per tile: thread 0 initialises it at the start of each tile, a
// __syncthreads() makes the init visible, the block meets on it twice, and
// after a __syncthreads() that orders every thread's last wait before it
// thread 0 invalidates it, so the next tile's init starts from an
// invalidated object.
#include "mbar.cuh"
__global__ void __launch_bounds__(256)
    persistent_scan(const int *__restrict__ in, int *__restrict__ out, int *__restrict__ tile_sums, int ntiles) {
  __shared__ uint64_t bar;
  __shared__ int warp_tot[8];
  const int t = threadIdx.x, lane = t & 31, w = t >> 5;
  for (int tile = blockIdx.x; tile < ntiles; tile += gridDim.x) {
    if (t == 0)
      mb_init(&bar, 256);
    __syncthreads();
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
    __syncthreads();
    if (t == 0)
      mb_inval(&bar);
  }
}
