// More library paths compiled by nvcc (library-heavy round): CUB's
// decoupled look-back across CTAs, BlockExchange, BlockShuffle,
// BlockMergeSort, WarpMergeSort, WarpLoad/WarpExchange, BlockRadixSort of
// float and 64-bit keys, a scan of a struct; cuda::annotated_ptr and cache
// hints, cuda::std::atomic wait/notify and semaphores; results in lib_more.py.
#include <cub/cub.cuh>
#include <cub/block/block_shuffle.cuh>
#include <cub/block/block_merge_sort.cuh>
#include <cub/warp/warp_merge_sort.cuh>
#include <cuda/annotated_ptr>
#include <cuda/atomic>
#include <cuda/semaphore>
#include <cuda/std/utility>

constexpr int BT = 128, IPT = 4, TILE = BT * IPT;

using TileState = cub::ScanTileState<int>;

// Single-pass inclusive sum over the whole grid with look-back (the
// DeviceScan algorithm); tile_status has room for the grid's tiles plus the
// warp-size padding CUB wants.
extern "C" __global__ void lookback_init(TileState::StatusWord *ts, int tiles) {
  TileState st;
  st.Init(tiles, ts, 0);
  st.InitializeStatus(tiles);
}

extern "C" __global__ void lookback_scan(const int *in, int *out, TileState::StatusWord *ts, int tiles) {
  using Scan = cub::BlockScan<int, BT, cub::BLOCK_SCAN_WARP_SCANS>;
  using Prefix = cub::TilePrefixCallbackOp<int, cuda::std::plus<>, TileState>;
  __shared__ typename Scan::TempStorage scan;
  __shared__ typename Prefix::TempStorage pre;
  TileState st;
  st.Init(tiles, ts, 0);
  int tile = blockIdx.x;
  int v[IPT], r[IPT];
  cub::LoadDirectStriped<BT>(threadIdx.x, in + tile * TILE, v);
  cub::BlockExchange<int, BT, IPT>().StripedToBlocked(v, v);
  __syncthreads();
  if (tile == 0) {
    int agg;
    Scan(scan).InclusiveSum(v, r, agg);
    if (threadIdx.x == 0) st.SetInclusive(0, agg);
  } else {
    Prefix prefix(st, pre, cuda::std::plus<>(), tile);
    Scan(scan).InclusiveScan(v, r, cuda::std::plus<>(), prefix);
  }
  cub::StoreDirectBlocked(threadIdx.x, out + tile * TILE, r);
}

struct KV {
  int key;
  int count;
};
struct KVOp {
  __device__ KV operator()(const KV &a, const KV &b) const {
    return KV{a.key > b.key ? a.key : b.key, a.count + b.count};
  }
};
struct Less {
  __device__ bool operator()(int a, int b) const { return a < b; }
};

// BlockShuffle, BlockMergeSort, a scan of a struct, BlockRadixSort of
// floats and u64, WarpMergeSort. outputs are per-item arrays of TILE.
extern "C" __global__ void sorts(const int *in, const float *fin, const unsigned long long *lin,
                                 int *shuf, int *msort, int *kv, float *fsort,
                                 unsigned long long *lsort, int *wsort) {
  using Sh = cub::BlockShuffle<int, BT>;
  using MS = cub::BlockMergeSort<int, BT, IPT>;
  using SS = cub::BlockScan<KV, BT>;
  using FR = cub::BlockRadixSort<float, BT, IPT>;
  using LR = cub::BlockRadixSort<unsigned long long, BT, IPT>;
  using WS = cub::WarpMergeSort<int, IPT, 32>;
  __shared__ union {
    typename Sh::TempStorage sh;
    typename MS::TempStorage ms;
    typename SS::TempStorage ss;
    typename FR::TempStorage fr;
    typename LR::TempStorage lr;
    typename WS::TempStorage ws[BT / 32];
  } tmp;
  int base = blockIdx.x * TILE, t = threadIdx.x;
  int v[IPT], prev[IPT] = {0, 0, 0, 0};
  for (int i = 0; i < IPT; ++i) v[i] = in[base + t * IPT + i];
  int up;
  Sh(tmp.sh).Up(v, prev, up);  // prev[i] = item i-1 in blocked order
  __syncthreads();
  for (int i = 0; i < IPT; ++i) shuf[base + t * IPT + i] = prev[i];
  if (t == 0) shuf[base] = up;
  int m[IPT];
  for (int i = 0; i < IPT; ++i) m[i] = v[i];
  MS(tmp.ms).Sort(m, Less());
  __syncthreads();
  for (int i = 0; i < IPT; ++i) msort[base + t * IPT + i] = m[i];
  KV k{v[0], 1}, kr;
  SS(tmp.ss).InclusiveScan(k, kr, KVOp());
  __syncthreads();
  kv[2 * (blockIdx.x * BT + t)] = kr.key;
  kv[2 * (blockIdx.x * BT + t) + 1] = kr.count;
  float f[IPT];
  unsigned long long l[IPT];
  for (int i = 0; i < IPT; ++i) {
    f[i] = fin[base + t * IPT + i];
    l[i] = lin[base + t * IPT + i];
  }
  FR(tmp.fr).SortDescending(f);
  __syncthreads();
  LR(tmp.lr).Sort(l, 3, 61);  // bits [3, 61) only
  __syncthreads();
  for (int i = 0; i < IPT; ++i) {
    fsort[base + t * IPT + i] = f[i];
    lsort[base + t * IPT + i] = l[i];
  }
  int wv[IPT];
  for (int i = 0; i < IPT; ++i) wv[i] = v[i];
  WS(tmp.ws[t / 32]).Sort(wv, Less());
  for (int i = 0; i < IPT; ++i) wsort[base + t * IPT + i] = wv[i];
}

// Cache-hinted loads and stores: annotated_ptr with access properties,
// __ldg/__ldcs/__ldlu/__ldcv/__stcs/__stwt, prefetch, discard_memory.
extern "C" __global__ void hints(const int *in, int *out, int *scratch) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  cuda::annotated_ptr<const int, cuda::access_property::streaming> ps(in);
  cuda::annotated_ptr<const int, cuda::access_property::persisting> pp(in);
  cuda::access_property ap((void *)in, 4096, 4096, cuda::access_property::persisting{},
                           cuda::access_property::streaming{});
  cuda::annotated_ptr<const int, cuda::access_property> pa(in, ap);
  cuda::access_property frac(cuda::access_property::persisting{}, 0.5f);
  cuda::annotated_ptr<int, cuda::access_property> po(out, frac);
  int a = ps[i] + 2 * pp[(i + 1) % 1024] + 3 * pa[(i + 2) % 1024];
  a += __ldg(in + (i + 3) % 1024) + __ldcs(in + (i + 4) % 1024) + __ldlu(in + (i + 5) % 1024) +
       __ldcv(in + (i + 6) % 1024) + __ldca(in + (i + 7) % 1024);
  __stcs(scratch + i, a);
  __stwt(scratch + 1024 + i, a ^ 1);
  __stcg(scratch + 2048 + i, a ^ 2);
  asm volatile("prefetch.global.L2::evict_last [%0];" ::"l"(in + i));
  asm volatile("prefetch.global.L1 [%0];" ::"l"(in + i));
  cuda::apply_access_property(in + (i & ~31), 128, cuda::access_property::persisting{});
  cuda::apply_access_property(in + (i & ~31), 128, cuda::access_property::normal{});
  __syncthreads();
  po[i] = a + __ldcg(scratch + i) - __ldcs(scratch + 1024 + i) + (scratch[2048 + i] ^ 2);
  __syncthreads();
  if (threadIdx.x == 0) cuda::discard_memory(scratch + blockIdx.x * 256, 1024);
}

// cuda::atomic wait/notify between warps of a CTA, a counting semaphore
// limiting a critical section, a block-scope binary semaphore as a lock.
extern "C" __global__ void waits(const int *in, int *out) {
  __shared__ cuda::atomic<int, cuda::thread_scope_block> flag;
  __shared__ cuda::binary_semaphore<cuda::thread_scope_block> lock;
  __shared__ cuda::counting_semaphore<cuda::thread_scope_block, 4> sem;
  __shared__ int inside, maxin, total;
  int t = threadIdx.x;
  if (t == 0) {
    new (&flag) cuda::atomic<int, cuda::thread_scope_block>(0);
    new (&lock) cuda::binary_semaphore<cuda::thread_scope_block>(1);
    new (&sem) cuda::counting_semaphore<cuda::thread_scope_block, 4>(3);
    inside = maxin = total = 0;
  }
  __syncthreads();
  if (t / 32 == 1) {
    flag.wait(0);  // warp 1 waits until warp 0 publishes
    out[t] = flag.load() + in[t];
  } else if (t == 0) {
    flag.store(in[0] + 1000);
    flag.notify_all();
    out[t] = 7;
  } else {
    out[t] = in[t] * 2;
  }
  sem.acquire();
  lock.acquire();
  ++inside;
  maxin = inside > maxin ? inside : maxin;
  total += in[t];
  lock.release();
  lock.acquire();
  --inside;
  lock.release();
  sem.release();
  __syncthreads();
  if (t == 0) {
    out[blockDim.x] = total;
    out[blockDim.x + 1] = maxin <= 3;
  }
}
