// cg_dynamic_tiles_cub_shapes.cu - ptxlint real-PTX corpus
//
// Library shapes the other corpus files leave out: a dynamic
// cooperative-groups tiled_partition(block, n) synchronised through the
// generic thread_group::sync() (nvcc -O3 packs the group's type and size
// into one 64-bit descriptor with mov.b64 {lo, hi} and switches on the type;
// an invalid size traps), a binary_partition of a float condition scanned
// with cg::inclusive_scan (ballot of setp.lt against selp of setp.geu), and
// CUB block primitives over blocks that are not whole warps (100 threads as
// 4x5x5, 48 as 16x3) with logical warps of 4 lanes. Correct code: ptxlint
// must stay silent on it, analyses included.
// corpus-quick-archs: sm_80 sm_100a
#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
#include <cooperative_groups/scan.h>
#include <cub/block/block_reduce.cuh>
#include <cub/block/block_scan.cuh>
#include <cub/warp/warp_reduce.cuh>
#include <cuda/std/functional>

namespace cg = cooperative_groups;

__global__ void dynamic_tile_sync(const float* in, float* out, int n, int tile) {
  __shared__ float acc[128];
  auto block = cg::this_thread_block();
  unsigned i = block.thread_rank();
  acc[i] = i < n ? in[i] : 0.f;
  auto t = cg::tiled_partition(block, tile);
  t.sync();
  unsigned base = (i / t.size()) * t.size();
  out[i] = acc[base + (t.thread_rank() + 1) % t.size()];
}

__global__ void float_binary_partition_scan(const float* in, float* out) {
  auto warp = cg::tiled_partition<32>(cg::this_thread_block());
  float v = in[threadIdx.x];
  auto half = cg::binary_partition(warp, v < 0.25f);
  out[threadIdx.x] = cg::inclusive_scan(half, v) + cg::reduce(half, v, cg::plus<float>());
}

template <int BX, int BY, int BZ, cub::BlockReduceAlgorithm R, cub::BlockScanAlgorithm S>
__global__ void odd_block(const int* in, int* out) {
  using Red = cub::BlockReduce<int, BX, R, BY, BZ>;
  using Scan = cub::BlockScan<int, BX, S, BY, BZ>;
  __shared__ union {
    typename Red::TempStorage red;
    typename Scan::TempStorage scan;
  } tmp;
  int tid = threadIdx.x + threadIdx.y * BX + threadIdx.z * BX * BY;
  int v = in[blockIdx.x * BX * BY * BZ + tid];
  int total = Red(tmp.red).Sum(v);
  __syncthreads();
  int prefix;
  Scan(tmp.scan).ExclusiveSum(v, prefix);
  out[blockIdx.x * BX * BY * BZ + tid] = prefix + (tid == 0 ? total : 0);
}
template __global__ void odd_block<4, 5, 5, cub::BLOCK_REDUCE_WARP_REDUCTIONS, cub::BLOCK_SCAN_RAKING>(const int*, int*);
template __global__ void odd_block<16, 3, 1, cub::BLOCK_REDUCE_RAKING_COMMUTATIVE_ONLY, cub::BLOCK_SCAN_WARP_SCANS>(const int*, int*);

__global__ void logical_warp4(const double* in, double* out, int valid) {
  using WR = cub::WarpReduce<double, 4>;
  __shared__ typename WR::TempStorage tmp[24];
  double v = in[blockIdx.x * 96 + threadIdx.x];
  double s = WR(tmp[threadIdx.x / 4]).Reduce(v, cuda::std::plus<>{}, valid);
  if (threadIdx.x % 4 == 0)
    out[blockIdx.x * 24 + threadIdx.x / 4] = s;
}
