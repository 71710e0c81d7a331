// EXPECT: clean
// ARCHS: sm_120 sm_90
// PTXLINT-ARGS: --block-dim=128
// One GRU time step, two batch rows per block (the grid is rounded up, so
// the last block may have one row past the batch). The reset gate r is
// staged in shared memory and the block synchronises before the candidate
// state reads r * h of every hidden unit. The whole step, block.sync()
// included, sits under `row < batch`: row depends on blockIdx.x and the loop
// counter only, the same in every thread of the block, so either all of the
// block's threads reach the barrier or none.
#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
namespace cg = cooperative_groups;
__device__ __forceinline__ float sigm(float x) { return 1.f / (1.f + __expf(-x)); }
__global__ void __launch_bounds__(128)
    gru_step(const float *__restrict__ xr, const float *__restrict__ xz,
             const float *__restrict__ xn, const float *__restrict__ Wh,
             const float *__restrict__ h_prev, float *__restrict__ h_out, float *__restrict__ norm2,
             int batch) {
  cg::thread_block block = cg::this_thread_block();
  cg::thread_block_tile<32> tile = cg::tiled_partition<32>(block);
  __shared__ float rh[128];
  const int j = block.thread_rank();
  for (int b = 0; b < 2; ++b) {
    const int row = blockIdx.x * 2 + b;
    if (row < batch) {
      const float h = h_prev[(size_t)row * 128 + j];
      const float r = sigm(xr[(size_t)row * 128 + j]);
      const float z = sigm(xz[(size_t)row * 128 + j]);
      rh[j] = r * h;
      block.sync();
      float acc = xn[(size_t)row * 128 + j];
      for (int t = 0; t < 128; ++t)
        acc += Wh[t * 128 + j] * rh[t];
      block.sync(); // rh is rewritten by the next row
      const float hn = (1.f - z) * tanhf(acc) + z * h;
      h_out[(size_t)row * 128 + j] = hn;
      const float sq = cg::reduce(tile, hn * hn, cg::plus<float>());
      if (tile.thread_rank() == 0)
        atomicAdd(&norm2[row], sq);
    }
  }
}
