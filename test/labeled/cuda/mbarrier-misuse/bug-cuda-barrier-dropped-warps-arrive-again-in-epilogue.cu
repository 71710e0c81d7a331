// EXPECT: mbarrier-misuse
// ARCHS: sm_80 sm_90
// PTXLINT-ARGS: --block-dim=256
// Round-synchronous tile loop on a cuda::barrier: warps take tiles
// round-robin, each round ends with arrive_and_wait() so that the shared
// partial sums of a round are complete before thread 0 folds them, and a
// warp that runs out of tiles leaves the rounds with arrive_and_drop(),
// lowering the expected count for the following phases. BUG: the epilogue
// then reuses the same barrier with arrive_and_wait() in every thread,
// including the threads that dropped out: the barrier no longer expects
// them, so their arrivals overflow the phase (and complete it early for
// the threads still counted).
#include <cuda/barrier>
template <int BLOCK>
__global__ void __launch_bounds__(BLOCK)
tile_rounds(const float *__restrict__ x, float *__restrict__ y, int ntiles) {
  constexpr int WARPS = BLOCK / 32;
  __shared__ cuda::barrier<cuda::thread_scope_block> bar;
  __shared__ float part[WARPS];
  __shared__ float total;
  const int warp = threadIdx.x / 32, lane = threadIdx.x % 32;
  if (threadIdx.x == 0) {
    init(&bar, BLOCK);
    total = 0.f;
  }
  __syncthreads();
  for (int t = warp; t < ntiles; t += WARPS) {
    float v = x[((size_t)blockIdx.x * ntiles + t) * 32 + lane];
    for (int off = 16; off > 0; off >>= 1)
      v += __shfl_xor_sync(0xffffffffu, v, off);
    if (lane == 0)
      part[warp] = v;
    bar.arrive_and_wait();
    if (threadIdx.x == 0)
      for (int w = 0; w < WARPS; ++w)
        if (w + (t - warp) < ntiles)
          total += part[w];
    bar.arrive_and_wait();
  }
  (void)bar.arrive_and_drop();
  bar.arrive_and_wait();  // BUG: the dropped threads are no longer counted
  if (threadIdx.x == 0)
    y[blockIdx.x] = total;
}
template __global__ void tile_rounds<256>(const float *, float *, int);
