// cub_primitives.cu - ptxlint real-PTX corpus
//
// CUB's block- and warp-level primitives as libraries instantiate them:
// BlockLoad/BlockStore (vectorised, transposed, warp-transposed), BlockReduce
// (raking and warp reductions), BlockScan (inclusive/exclusive, with prefix
// callback), BlockRadixSort (keys and key-value pairs), BlockHistogram,
// BlockExchange, BlockDiscontinuity, BlockAdjacentDifference, WarpReduce,
// WarpScan, WarpMergeSort, and ThreadLoad/ThreadStore with every cache
// modifier, over int, float, double, __half and 64-bit keys.
// corpus-quick-archs: sm_75 sm_86 sm_90a sm_100a sm_120a
#include <cub/block/block_adjacent_difference.cuh>
#include <cub/block/block_discontinuity.cuh>
#include <cub/block/block_exchange.cuh>
#include <cub/block/block_histogram.cuh>
#include <cub/block/block_load.cuh>
#include <cub/block/block_radix_sort.cuh>
#include <cub/block/block_reduce.cuh>
#include <cub/block/block_scan.cuh>
#include <cub/block/block_store.cuh>
#include <cub/thread/thread_load.cuh>
#include <cub/thread/thread_store.cuh>
#include <cub/warp/warp_merge_sort.cuh>
#include <cub/warp/warp_reduce.cuh>
#include <cub/warp/warp_scan.cuh>
#include <cuda_fp16.h>
#include <cuda/functional>
#include <cuda/std/functional>

#include <cstdint>

template <typename T, int BLOCK, int ITEMS, cub::BlockReduceAlgorithm ALG>
__global__ void block_reduce(const T* in, T* out, int n) {
  using Load = cub::BlockLoad<T, BLOCK, ITEMS, cub::BLOCK_LOAD_VECTORIZE>;
  using Red = cub::BlockReduce<T, BLOCK, ALG>;
  __shared__ union {
    typename Load::TempStorage load;
    typename Red::TempStorage red;
  } tmp;
  T items[ITEMS];
  Load(tmp.load).Load(in + blockIdx.x * BLOCK * ITEMS, items, n, T(0));
  __syncthreads();
  T s = Red(tmp.red).Sum(items);
  __syncthreads();
  T m = Red(tmp.red).Reduce(items, cuda::maximum<>{});
  if (threadIdx.x == 0) out[blockIdx.x] = s + m;
}
template __global__ void block_reduce<float, 128, 4, cub::BLOCK_REDUCE_WARP_REDUCTIONS>(const float*, float*, int);
template __global__ void block_reduce<int, 256, 2, cub::BLOCK_REDUCE_RAKING>(const int*, int*, int);
template __global__ void block_reduce<double, 64, 4, cub::BLOCK_REDUCE_RAKING_COMMUTATIVE_ONLY>(const double*, double*, int);

struct RunningPrefix {
  int total;
  __device__ int operator()(int block_aggregate) {
    int old = total;
    total += block_aggregate;
    return old;
  }
};

__global__ void block_scan(const int* in, int* out, int tiles) {
  using Load = cub::BlockLoad<int, 128, 4, cub::BLOCK_LOAD_WARP_TRANSPOSE>;
  using Store = cub::BlockStore<int, 128, 4, cub::BLOCK_STORE_WARP_TRANSPOSE>;
  using Scan = cub::BlockScan<int, 128, cub::BLOCK_SCAN_WARP_SCANS>;
  using Scan2 = cub::BlockScan<int, 128, cub::BLOCK_SCAN_RAKING_MEMOIZE>;
  __shared__ union {
    typename Load::TempStorage load;
    typename Store::TempStorage store;
    typename Scan::TempStorage scan;
    typename Scan2::TempStorage scan2;
  } tmp;
  RunningPrefix prefix{0};
  for (int t = 0; t < tiles; ++t) {
    int items[4];
    Load(tmp.load).Load(in + t * 512, items);
    __syncthreads();
    Scan(tmp.scan).ExclusiveSum(items, items, prefix);
    __syncthreads();
    Scan2(tmp.scan2).InclusiveScan(items, items, cuda::maximum<>{});
    __syncthreads();
    Store(tmp.store).Store(out + t * 512, items);
    __syncthreads();
  }
}

template <typename K, typename V>
__global__ void radix_sort(K* keys, V* vals) {
  using Sort = cub::BlockRadixSort<K, 128, 4, V>;
  __shared__ typename Sort::TempStorage tmp;
  K k[4];
  V v[4];
  for (int i = 0; i < 4; ++i) {
    k[i] = keys[blockIdx.x * 512 + threadIdx.x * 4 + i];
    v[i] = vals[blockIdx.x * 512 + threadIdx.x * 4 + i];
  }
  Sort(tmp).SortBlockedToStriped(k, v);
  __syncthreads();
  Sort(tmp).SortDescending(k, v, 4, 28);
  for (int i = 0; i < 4; ++i) {
    keys[blockIdx.x * 512 + i * 128 + threadIdx.x] = k[i];
    vals[blockIdx.x * 512 + i * 128 + threadIdx.x] = v[i];
  }
}
template __global__ void radix_sort<uint32_t, float>(uint32_t*, float*);
template __global__ void radix_sort<uint64_t, int>(uint64_t*, int*);
template __global__ void radix_sort<float, uint16_t>(float*, uint16_t*);

__global__ void histogram_exchange(const uint8_t* in, unsigned* hist, int* flags, float* diffs) {
  using Hist = cub::BlockHistogram<uint8_t, 128, 4, 256, cub::BLOCK_HISTO_ATOMIC>;
  using Hist2 = cub::BlockHistogram<uint8_t, 128, 4, 256, cub::BLOCK_HISTO_SORT>;
  using Ex = cub::BlockExchange<int, 128, 4>;
  using Disc = cub::BlockDiscontinuity<int, 128>;
  using Adj = cub::BlockAdjacentDifference<float, 128>;
  __shared__ unsigned smem_hist[256];
  __shared__ union {
    typename Hist::TempStorage h;
    typename Hist2::TempStorage h2;
    typename Ex::TempStorage ex;
    typename Disc::TempStorage disc;
    typename Adj::TempStorage adj;
  } tmp;
  uint8_t s[4];
  int v[4], f[4];
  float d[4];
  for (int i = 0; i < 4; ++i) {
    s[i] = in[threadIdx.x * 4 + i];
    v[i] = s[i] >> 3;
    d[i] = (float)s[i] * 0.5f;
  }
  Hist(tmp.h).Histogram(s, smem_hist);
  __syncthreads();
  Hist2(tmp.h2).Composite(s, smem_hist);
  __syncthreads();
  for (int b = threadIdx.x; b < 256; b += 128) atomicAdd(&hist[b], smem_hist[b]);
  Ex(tmp.ex).BlockedToStriped(v);
  __syncthreads();
  Ex(tmp.ex).StripedToBlocked(v);
  __syncthreads();
  Disc(tmp.disc).FlagHeads(f, v, cuda::std::not_equal_to<>{});
  __syncthreads();
  Adj(tmp.adj).SubtractLeft(d, d, cuda::std::minus<>{});
  for (int i = 0; i < 4; ++i) {
    flags[threadIdx.x * 4 + i] = f[i];
    diffs[threadIdx.x * 4 + i] = d[i];
  }
}

__global__ void warp_prims(const float* in, float* out, const __half* hin, __half* hout, const int* keys, int* okeys) {
  using WR = cub::WarpReduce<float>;
  using WR16 = cub::WarpReduce<int, 16>;
  using WS = cub::WarpScan<int>;
  using WS8 = cub::WarpScan<__half, 8>;
  using WMS = cub::WarpMergeSort<int, 4, 32>;
  __shared__ typename WR::TempStorage wr[4];
  __shared__ typename WR16::TempStorage wr16[8];
  __shared__ typename WS::TempStorage ws[4];
  __shared__ typename WS8::TempStorage ws8[16];
  __shared__ typename WMS::TempStorage wms[4];
  int w = threadIdx.x / 32, lane = threadIdx.x % 32;
  float x = in[threadIdx.x];
  float s = WR(wr[w]).Sum(x);
  float m = WR(wr[w]).Reduce(x, cuda::minimum<>{});
  int seg = WR16(wr16[threadIdx.x / 16]).Sum(lane, 10);
  int incl, excl, agg;
  WS(ws[w]).InclusiveSum(lane, incl);
  WS(ws[w]).ExclusiveSum(lane, excl, agg);
  __half h = hin[threadIdx.x], hs;
  WS8(ws8[threadIdx.x / 8]).InclusiveScan(h, hs, cuda::std::plus<>{});
  hout[threadIdx.x] = hs;
  int k[4];
  for (int i = 0; i < 4; ++i) k[i] = keys[threadIdx.x * 4 + i];
  WMS(wms[w]).Sort(k, cuda::std::less<>{});
  for (int i = 0; i < 4; ++i) okeys[threadIdx.x * 4 + i] = k[i];
  out[threadIdx.x] = s + m + seg + incl + excl + agg;
}

__global__ void thread_load_store(int4* p, double* d, uint64_t* q, short* sh) {
  int i = threadIdx.x;
  int4 a = cub::ThreadLoad<cub::LOAD_CG>(p + i);
  int4 b = cub::ThreadLoad<cub::LOAD_CS>(p + i + 128);
  int4 c = cub::ThreadLoad<cub::LOAD_LDG>(p + i + 256);
  double e = cub::ThreadLoad<cub::LOAD_VOLATILE>(d + i);
  uint64_t f = cub::ThreadLoad<cub::LOAD_CV>(q + i);
  short g = cub::ThreadLoad<cub::LOAD_CA>(sh + i);
  a.x += b.y + c.z + g;
  cub::ThreadStore<cub::STORE_WT>(p + i, a);
  cub::ThreadStore<cub::STORE_CG>(d + i, e * 2.0);
  cub::ThreadStore<cub::STORE_CS>(q + i, f + 1);
  cub::ThreadStore<cub::STORE_WB>(sh + i, (short)(g + 1));
  cub::ThreadStore<cub::STORE_VOLATILE>(p + i + 384, c);
}
