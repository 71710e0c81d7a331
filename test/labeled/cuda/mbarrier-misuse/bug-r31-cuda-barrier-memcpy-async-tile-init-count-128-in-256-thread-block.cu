// EXPECT: mbarrier-misuse
// ARCHS: sm_90a sm_100a
// PTXLINT-ARGS: --block-dim=256
// Staged SiLU-and-mul (the gate/up half of a SwiGLU MLP) with libcu++:
// cuda::memcpy_async copies the gate and up rows into shared memory through a
// block-scoped cuda::barrier, and every thread waits with arrive_and_wait()
// before computing. The block was widened from 128 to 256 threads for
// Hopper but the barrier's expected count stayed a literal 128 (BUG: each
// phase completes after the first 128 arrivals, the other 128 threads'
// arrivals count towards the next phase, and some threads read the tile
// before the copy has finished).
#include <cuda/barrier>
#include <cooperative_groups.h>
namespace cg = cooperative_groups;
using barrier_t = cuda::barrier<cuda::thread_scope_block>;
constexpr int COLS = 1024;
__global__ void __launch_bounds__(256)
    silu_and_mul(const float *__restrict__ gate_up, float *__restrict__ out) {
  __shared__ alignas(16) float g[COLS], u[COLS];
  __shared__ barrier_t bar;
  auto block = cg::this_thread_block();
  if (block.thread_rank() == 0)
    init(&bar, 128);
  block.sync();
  const float *row = gate_up + (size_t)blockIdx.x * 2 * COLS;
  cuda::memcpy_async(block, g, row, cuda::aligned_size_t<16>(sizeof(g)), bar);
  cuda::memcpy_async(block, u, row + COLS, cuda::aligned_size_t<16>(sizeof(u)), bar);
  bar.arrive_and_wait();
  for (int i = threadIdx.x; i < COLS; i += 256) {
    const float x = g[i];
    out[(size_t)blockIdx.x * COLS + i] = x / (1.f + __expf(-x)) * u[i];
  }
}
