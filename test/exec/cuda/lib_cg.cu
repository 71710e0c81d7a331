// Cooperative groups compiled by nvcc (library-heavy round): tiles of 4, 8,
// 16 and 32 threads, reduce / scans, labeled and binary partitions,
// coalesced groups, tile shuffles and votes, cg::memcpy_async. Integer
// results, predicted by lib_cg.py.
#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
#include <cooperative_groups/scan.h>
#include <cooperative_groups/memcpy_async.h>
#include <cuda/barrier>
namespace cg = cooperative_groups;

template <int N> __device__ void tile_ops(cg::thread_block &b, int x, int *o) {
  auto t = cg::tiled_partition<N>(b);
  o[0] = cg::reduce(t, x, cg::plus<int>());
  o[1] = cg::reduce(t, x, cg::greater<int>());
  o[2] = cg::inclusive_scan(t, x, cg::plus<int>());
  o[3] = cg::exclusive_scan(t, x, cg::plus<int>());
  o[4] = cg::inclusive_scan(t, x, cg::greater<int>());
  o[5] = t.shfl(x, (t.thread_rank() + 1) % N);
  o[6] = t.shfl_down(x, 1);
  o[7] = t.shfl_xor(x, N / 2);
  o[8] = t.any(x > 90);
  o[9] = t.all(x > -90);
  o[10] = (int)t.ballot(x & 1);
  o[11] = (int)t.match_any(x & 3);
  o[12] = t.meta_group_rank() * 100 + t.meta_group_size();
}

// 13 ints per tile size (4 sizes) per thread.
extern "C" __global__ void cg_tiles4(const int *in, int *out) {
  cg::thread_block b = cg::this_thread_block();
  int x = in[blockIdx.x * blockDim.x + threadIdx.x];
  int *o = out + 52 * (blockIdx.x * blockDim.x + threadIdx.x);
  tile_ops<4>(b, x, o);
  tile_ops<8>(b, x, o + 13);
  tile_ops<16>(b, x, o + 26);
  tile_ops<32>(b, x, o + 39);
}

// Partitions of a warp: 8 ints per thread.
extern "C" __global__ void cg_parts(const int *in, int *out) {
  cg::thread_block b = cg::this_thread_block();
  auto w = cg::tiled_partition<32>(b);
  int x = in[blockIdx.x * blockDim.x + threadIdx.x];
  int *o = out + 8 * (blockIdx.x * blockDim.x + threadIdx.x);
  auto lp = cg::labeled_partition(w, x & 3);
  o[0] = cg::reduce(lp, x, cg::plus<int>());
  o[1] = lp.thread_rank() * 100 + lp.num_threads();
  auto bp = cg::binary_partition(w, x > 0);
  o[2] = cg::exclusive_scan(bp, x, cg::plus<int>());
  o[3] = bp.thread_rank() * 100 + bp.num_threads();
  if (x % 3 == 0) {
    auto c = cg::coalesced_threads();
    o[4] = cg::reduce(c, x, cg::greater<int>());
    o[5] = c.thread_rank() * 100 + c.num_threads();
    o[6] = c.shfl(x, 0);
    o[7] = cg::inclusive_scan(c, 1, cg::plus<int>());
  } else {
    auto c = cg::coalesced_threads();
    o[4] = c.ballot(x > 0);
    o[5] = c.thread_rank() * 100 + c.num_threads();
    o[6] = c.any(x == 7) + 2 * c.all(x != 1000);
    o[7] = cg::exclusive_scan(c, x, cg::plus<int>());
  }
}

// cg::memcpy_async of a block's slice into shared memory, then a tile of
// 32 copies its own part; out[i] = 3 * in[i] + shared neighbour.
extern "C" __global__ void cg_copy(const int *in, int *out, int n) {
  __shared__ int s[256];
  __shared__ int s2[256];
  cg::thread_block b = cg::this_thread_block();
  int base = blockIdx.x * 256;
  int cnt = min(256, n - base);
  cg::memcpy_async(b, s, in + base, sizeof(int) * cnt);
  auto t = cg::tiled_partition<32>(b);
  int wbase = t.meta_group_rank() * 64;
  cg::memcpy_async(t, s2 + wbase, in + base + wbase, cuda::aligned_size_t<16>(sizeof(int) * 64));
  cg::wait(b);
  cg::wait(t);
  b.sync();
  for (int i = threadIdx.x; i < cnt; i += blockDim.x)
    out[base + i] = 3 * s[i] + s2[(i + 1) % 256];
}
