// CUB and cooperative groups over 2D/3D blocks and odd logical warp sizes,
// __syncthreads_count/and/or, shuffles of 64-bit and narrow types, as nvcc
// compiles them; exact (lib_dims.py). Block (8, 4, 3) = 96 threads.
#include <cub/cub.cuh>
#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
#include <cuda_fp16.h>
namespace cg = cooperative_groups;

extern "C" __global__ void dims(const int *in, int *out) {
  using BR = cub::BlockReduce<int, 8, cub::BLOCK_REDUCE_WARP_REDUCTIONS, 4, 3>;
  using BS = cub::BlockScan<int, 8, cub::BLOCK_SCAN_RAKING, 4, 3>;
  using WR12 = cub::WarpReduce<int, 12>;
  using WS7 = cub::WarpScan<int, 7>;
  __shared__ typename BR::TempStorage br;
  __shared__ typename BS::TempStorage bs;
  __shared__ typename WR12::TempStorage wr[8];
  __shared__ typename WS7::TempStorage ws[14];
  cg::thread_block b = cg::this_thread_block();
  int t = b.thread_rank();
  int g = blockIdx.x * 96 + t;
  int x = in[g];
  int *o = out + 12 * g;
  int s = BR(br).Sum(x);
  o[0] = t == 0 ? s : 0;
  int e;
  BS(bs).ExclusiveSum(x, e);
  o[1] = e;
  // a logical warp of 12 and one of 7 at the start of each warp (CUB's
  // member mask of a non-power-of-two logical warp is always the low
  // lanes: a second one in the same warp, lanes 12..23, would execute
  // bar.warp.sync 0xfff outside its mask, which the executor reports)
  int lane = t % 32, warp = t / 32;
  int r12 = 0;
  if (lane < 12) r12 = WR12(wr[warp]).Sum(x);
  o[2] = lane == 0 ? r12 : 0;
  int i7 = 0;
  if (lane < 7) WS7(ws[warp]).InclusiveSum(x, i7);
  o[3] = i7;
  o[4] = __syncthreads_count(x > 0);
  o[5] = __syncthreads_and(x > -900) + 2 * __syncthreads_or(x > 990);
  auto t8 = cg::tiled_partition<8>(b);
  o[6] = cg::reduce(t8, x, cg::plus<int>()) + 1000 * (int)t8.meta_group_rank();
  double dv = x * 1.5;
  o[7] = (int)(__shfl_sync(0xffffffff, dv, (lane + 3) % 32) * 2);
  long long lv = (long long)x << 40;
  o[8] = (int)(__shfl_xor_sync(0xffffffff, lv, 5) >> 40);
  __half h = __int2half_rn(x);
  o[9] = __half2int_rn(__shfl_down_sync(0xffffffff, h, 2, 8));
  unsigned long long key = (unsigned long long)(x & 3) << 35;
  o[10] = (int)__match_any_sync(0xffffffff, key);
  int pred;
  __match_all_sync(0xffffffff, key >> 40, &pred);
  o[11] = pred + 2 * (int)__reduce_min_sync(0xffffffff, (unsigned)(x + 1000)) +
          100000 * (int)b.dim_threads().z;
}
