// EXPECT: mbarrier-misuse
// ARCHS: sm_80 sm_90
// PTXLINT-ARGS: --block-dim=256
// A two-barrier handshake with cuda::barrier: `full` says the tile is
// staged, `empty` says it was consumed. After staging, every thread arrives
// on `full` and waits -- but it passes the token from `full` to
// empty.wait() (BUG: a token is only meaningful for the barrier that issued
// it; the wait tests the wrong barrier's phase).
#include <cuda/barrier>
#include <cooperative_groups.h>
using block_barrier = cuda::barrier<cuda::thread_scope_block>;
__global__ void __launch_bounds__(256)
tile_pass(const float *__restrict__ in, float *__restrict__ out, int tiles) {
  __shared__ float tile[256];
#pragma nv_diag_suppress static_var_with_dynamic_init
  __shared__ block_barrier full, empty;
  auto block = cooperative_groups::this_thread_block();
  if (block.thread_rank() == 0) {
    init(&full, block.size());
    init(&empty, block.size());
  }
  block.sync();
  for (int t = 0; t < tiles; ++t) {
    tile[threadIdx.x] = in[(size_t)t * 256 + threadIdx.x];
    block_barrier::arrival_token staged = full.arrive();
    empty.wait(std::move(staged));
    out[(size_t)t * 256 + threadIdx.x] = tile[255 - threadIdx.x];
    empty.arrive_and_wait();
  }
}
