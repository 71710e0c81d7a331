// EXPECT: clean
// PTXLINT-ARGS: --block-dim=128
// half2 row reduction with cooperative_groups tiles of 16: each tile owns
// one row of 32 halves (16 half2 pairs). Rows past the matrix are skipped
// with `if (row < nrows)` where row is the tile's meta_group_rank(): the
// condition is the same for all 16 lanes of a tile, so every tile either
// runs all of its shuffles (whose masks name only its own 16 lanes) or
// none, although the guard looks per-thread. The tile's lanes that skip go
// on to the end of the kernel. (The half2 travels through the shuffle as
// its 32-bit pattern: cg's shfl_xor rejects __half2 as not trivially
// copyable.)
#include <cooperative_groups.h>
#include <cuda_fp16.h>
namespace cg = cooperative_groups;
__global__ void __launch_bounds__(128)
row_sum_h2(const __half2 *__restrict__ x, __half *__restrict__ out, int nrows) {
  cg::thread_block block = cg::this_thread_block();
  cg::thread_block_tile<16> tile = cg::tiled_partition<16>(block);
  const int row = blockIdx.x * (128 / 16) + tile.meta_group_rank();
  if (row < nrows) {
    __half2 v = x[(size_t)row * 16 + tile.thread_rank()];
    for (int o = 8; o > 0; o >>= 1) {
      const unsigned bits = tile.shfl_xor(*reinterpret_cast<unsigned *>(&v), o);
      v = __hadd2(v, *reinterpret_cast<const __half2 *>(&bits));
    }
    if (tile.thread_rank() == 0)
      out[row] = __hadd(__low2half(v), __high2half(v));
  }
}
