// EXPECT: clean
// ARCHS: sm_90 sm_80
// PTXLINT-ARGS: --block-dim=256
// Block-local Jacobi smoothing of a 256-point tile with a libcu++
// cuda::barrier (an mbarrier on sm_80+). Every sweep each thread reads its
// neighbours, arrives (split phase: the token is kept), computes its new value
// while the slow threads are still reading, waits on its token, writes the
// tile and meets the others again with arrive_and_wait. The two edge threads
// also load halo values, but they still arrive exactly once per phase, and
// the barrier expects blockDim.x arrivals: every phase completes. Near miss
// of the "halo threads arrive twice" bug.
#include <cuda/barrier>
#include <utility>
using block_barrier = cuda::barrier<cuda::thread_scope_block>;
__global__ void smooth_tiles(const float *__restrict__ in, float *__restrict__ out, int sweeps) {
  __shared__ block_barrier bar;
  __shared__ float tile[256 + 2];
  const int t = threadIdx.x;
  const int g = blockIdx.x * 256 + t;
  if (t == 0)
    init(&bar, blockDim.x);
  __syncthreads();
  tile[t + 1] = in[g];
  if (t == 0)
    tile[0] = in[g];
  if (t == 255)
    tile[257] = in[g];
  bar.arrive_and_wait();
  for (int s = 0; s < sweeps; ++s) {
    float l = tile[t], c = tile[t + 1], r = tile[t + 2];
    auto token = bar.arrive();
    float v = 0.25f * l + 0.5f * c + 0.25f * r;
    bar.wait(std::move(token));
    tile[t + 1] = v;
    if (t == 0)
      tile[0] = v;
    if (t == 255)
      tile[257] = v;
    bar.arrive_and_wait();
  }
  out[g] = tile[t + 1];
}
