// cooperative_groups.cu - ptxlint real-PTX corpus
//
// Covers cooperative groups, which expand to a mix of special registers,
// barriers, warp intrinsics and (for grid sync) atomics on a grid workspace:
//   * this_grid(): grid.sync() (cooperative launch), grid ranks/sizes,
//     grid-stride loops, a two-phase grid reduction
//   * this_thread_block(): sync, thread_rank, group_index, thread_index,
//     dim_threads, barrier via cg::sync
//   * tiled_partition<N> for N = 2..32 (and 64/128 with block_tile_memory),
//     tile shfl/shfl_down/shfl_up/shfl_xor/any/all/ballot/match_any/match_all,
//     meta_group_rank/size
//   * dynamic tiled_partition(block, n), coalesced_threads() in divergent
//     code, labeled_partition, binary_partition
//   * cg::reduce with plus/less/greater/bit_and/bit_or/bit_xor, inclusive_scan,
//     exclusive_scan, reduce_update_async / reduce_store_async (sm_80+ natively)
//   * invoke_one / invoke_one_broadcast
#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
#include <cooperative_groups/scan.h>
#include <cuda/atomic>

#include "corpus_features.cuh"

namespace cg = cooperative_groups;

// Two-phase reduction with a grid-wide barrier. Must be launched with
// cudaLaunchCooperativeKernel and partial sized to gridDim.x.
extern "C" __global__ void grid_sync_reduce(const float* in, float* partial, float* result, int n) {
  cg::grid_group grid = cg::this_grid();
  cg::thread_block block = cg::this_thread_block();
  __shared__ float smem[32];
  float acc = 0.0f;
  for (unsigned long long i = grid.thread_rank(); i < (unsigned long long)n; i += grid.size()) acc += in[i];
  auto warp = cg::tiled_partition<32>(block);
  acc = cg::reduce(warp, acc, cg::plus<float>());
  if (warp.thread_rank() == 0) smem[warp.meta_group_rank()] = acc;
  block.sync();
  if (warp.meta_group_rank() == 0) {
    float v = warp.thread_rank() < warp.meta_group_size() ? smem[warp.thread_rank()] : 0.0f;
    v = cg::reduce(warp, v, cg::plus<float>());
    if (warp.thread_rank() == 0) partial[grid.block_rank()] = v;
  }
  grid.sync();
  if (grid.thread_rank() == 0) {
    float total = 0.0f;
    for (unsigned b = 0; b < grid.num_blocks(); ++b) total += partial[b];
    *result = total;
  }
  grid.sync();
  // every thread can now read the result
  if (grid.is_valid() && block.thread_rank() == 0) partial[grid.block_rank()] = *result;
}

// Thread-block queries and cg::sync on the block.
__global__ void block_queries(int* out) {
  cg::thread_block block = cg::this_thread_block();
  dim3 gi = block.group_index();
  dim3 ti = block.thread_index();
  dim3 dt = block.dim_threads();
  unsigned r = block.thread_rank();
  __shared__ unsigned order[1024];
  if (r < 1024) order[r] = r;
  cg::sync(block);
  if (r < 1024) {
    unsigned idx = (gi.x * gridDim.y + gi.y) * block.size() + r;
    out[idx] = (int)(ti.x + ti.y * 7 + ti.z * 13 + dt.x * dt.y * dt.z + order[block.size() - 1 - r]);
  }
}

// Static tiles of every power-of-two size with the full set of tile collectives.
template <unsigned N, typename Parent>
__device__ unsigned tile_ops(cg::thread_block_tile<N, Parent> t, unsigned v) {
  unsigned a = t.shfl(v, 0);
  unsigned b = t.shfl_down(v, 1);
  unsigned c = t.shfl_up(v, 1);
  unsigned d = t.shfl_xor(v, N / 2 ? N / 2 : 1);
  unsigned any = t.any(v & 1);
  unsigned all = t.all(v != 0);
  unsigned ballot = t.ballot(v > 100);
  unsigned peers = t.match_any(v & 7);
  int pred = 0;
  unsigned allm = t.match_all(v >> 3, pred);
  t.sync();
  return a + b + c + d + any + 2 * all + ballot + peers + (pred ? allm : 0) + t.thread_rank() * t.num_threads() +
         t.meta_group_rank() * 1000 + t.meta_group_size();
}

__global__ void static_tiles(const unsigned* in, unsigned* out, int n) {
  cg::thread_block block = cg::this_thread_block();
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  unsigned v = (i < n) ? in[i] : 0u;
  unsigned r = 0;
  r += tile_ops(cg::tiled_partition<32>(block), v);
  r += tile_ops(cg::tiled_partition<16>(block), v);
  r += tile_ops(cg::tiled_partition<8>(block), v);
  r += tile_ops(cg::tiled_partition<4>(block), v);
  r += tile_ops(cg::tiled_partition<2>(block), v);
  if (i < n) out[i] = r;
}

// Large tiles (64, 128) need block_tile_memory scratch space before sm_80.
__global__ void large_tiles(const int* in, int* out, int n) {
  __shared__ cg::block_tile_memory<1024> scratch;
  cg::thread_block block = cg::this_thread_block(scratch);
  auto t64 = cg::tiled_partition<64>(block);
  auto t128 = cg::tiled_partition<128>(block);
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  int v = (i < n) ? in[i] : 0;
  int s64 = cg::reduce(t64, v, cg::plus<int>());
  int m128 = cg::reduce(t128, v, cg::greater<int>());
  int b = t64.shfl(v, 63);
  t128.sync();
  if (i < n) out[i] = s64 + m128 + b + (int)t64.meta_group_rank();
}

// Dynamic partitions, coalesced groups, labeled and binary partitions.
__global__ void dynamic_groups(const int* in, int* out, int n) {
  cg::thread_block block = cg::this_thread_block();
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  int v = (i < n) ? in[i] : 0;
  cg::thread_group tile8 = cg::tiled_partition(block, 8);
  tile8.sync();
  int r = (int)tile8.thread_rank() + (int)tile8.size();
  auto warp = cg::tiled_partition<32>(block);
  if (v & 1) {
    cg::coalesced_group odd = cg::coalesced_threads();
    int leader_val = odd.shfl(v, 0);
    unsigned cnt = odd.num_threads();
    unsigned bal = odd.ballot(v > 10);
    r += leader_val + (int)cnt + __popc(bal) + (int)odd.thread_rank();
    int s = cg::reduce(odd, v, cg::plus<int>());
    r += s;
  }
  auto labeled = cg::labeled_partition(warp, v & 3);
  r += cg::reduce(labeled, 1, cg::plus<int>());
  auto bin = cg::binary_partition(warp, v < 0);
  r += (int)bin.thread_rank() + (int)bin.num_threads();
  auto sub = cg::labeled_partition(cg::coalesced_threads(), v % 5);
  r += sub.shfl(v, 0);
  if (i < n) out[i] = r;
}

// Reductions with every operator, scans, and asynchronous reduce-update.
__global__ void reduce_scan_ops(const int* in, int* out, int* global_sum, unsigned* global_max, int n) {
  cg::thread_block block = cg::this_thread_block();
  auto warp = cg::tiled_partition<32>(block);
  auto half = cg::tiled_partition<16>(block);
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  int v = (i < n) ? in[i] : 0;
  unsigned u = (unsigned)v;
  int sum = cg::reduce(warp, v, cg::plus<int>());
  int mn = cg::reduce(warp, v, cg::less<int>());
  int mx = cg::reduce(half, v, cg::greater<int>());
  unsigned band = cg::reduce(warp, u, cg::bit_and<unsigned>());
  unsigned bor = cg::reduce(warp, u, cg::bit_or<unsigned>());
  unsigned bxor = cg::reduce(half, u, cg::bit_xor<unsigned>());
  float fs = cg::reduce(warp, (float)v * 0.5f, cg::plus<float>());
  int inc = cg::inclusive_scan(warp, v);
  int exc = cg::exclusive_scan(warp, v, cg::plus<int>());
  int incmax = cg::inclusive_scan(half, v, cg::greater<int>());
  cuda::atomic_ref<int, cuda::thread_scope_device> gs(*global_sum);
  cuda::atomic_ref<unsigned, cuda::thread_scope_device> gm(*global_max);
  cg::reduce_update_async(warp, gs, v, cg::plus<int>());
  cg::reduce_update_async(warp, gm, u, cg::greater<unsigned>());
  if (i < n)
    out[i] = sum + mn + mx + (int)(band ^ bor ^ bxor) + (int)fs + inc + exc + incmax;
}

// Store-async variant: each warp writes its reduction to its own slot.
__global__ void reduce_store(const int* in, int* per_warp, int n) {
  auto warp = cg::tiled_partition<32>(cg::this_thread_block());
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  int v = (i < n) ? in[i] : 0;
  int slot = i / 32;
  cg::reduce_store_async(warp, per_warp + slot, v, cg::plus<int>());
}

// invoke_one / invoke_one_broadcast: one elected thread runs the lambda.
__global__ void invoke_one_demo(int* counter, int* out, int n) {
  auto block = cg::this_thread_block();
  auto warp = cg::tiled_partition<32>(block);
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  int base = cg::invoke_one_broadcast(warp, [&]() { return atomicAdd(counter, (int)warp.num_threads()); });
  cg::invoke_one(block, [&]() { atomicAdd(counter + 1, 1); });
  if (i < n) out[i] = base + (int)warp.thread_rank();
}
