// CUB block- and warp-wide collectives compiled by nvcc (library-heavy
// round): every algorithm variant writes integers, so lib_cub.py predicts
// the bytes exactly. Blocks of 128 threads, 4 items per thread.
#include <cub/cub.cuh>

constexpr int BT = 128, IPT = 4, TILE = BT * IPT;

struct MaxOp {
  __device__ int operator()(int a, int b) const { return a > b ? a : b; }
};

// out[4*b + k]: sum (default algorithm), max (raking), min (warp
// reductions), sum of the first 100 threads (partial tile).
extern "C" __global__ void cub_reduce(const int *in, int *out) {
  using R0 = cub::BlockReduce<int, BT>;
  using R1 = cub::BlockReduce<int, BT, cub::BLOCK_REDUCE_RAKING>;
  using R2 = cub::BlockReduce<int, BT, cub::BLOCK_REDUCE_WARP_REDUCTIONS>;
  using R3 = cub::BlockReduce<int, BT, cub::BLOCK_REDUCE_RAKING_COMMUTATIVE_ONLY>;
  __shared__ typename R0::TempStorage t0;
  __shared__ typename R1::TempStorage t1;
  __shared__ typename R2::TempStorage t2;
  __shared__ typename R3::TempStorage t3;
  int x = in[blockIdx.x * BT + threadIdx.x];
  int s = R0(t0).Sum(x);
  int m = R1(t1).Reduce(x, MaxOp());
  int n = R2(t2).Reduce(x, cuda::minimum<>());
  int p = R3(t3).Sum(x, 100);
  if (threadIdx.x == 0) {
    out[4 * blockIdx.x + 0] = s;
    out[4 * blockIdx.x + 1] = m;
    out[4 * blockIdx.x + 2] = n;
    out[4 * blockIdx.x + 3] = p;
  }
}

// Loads a tile with WARP_TRANSPOSE, scans it three ways, stores with
// BLOCK_TRANSPOSE / direct striped stores.
extern "C" __global__ void cub_scan(const int *in, int *incl, int *excl,
                                    int *emax, int *agg) {
  using L = cub::BlockLoad<int, BT, IPT, cub::BLOCK_LOAD_WARP_TRANSPOSE>;
  using S = cub::BlockStore<int, BT, IPT, cub::BLOCK_STORE_TRANSPOSE>;
  using S2 = cub::BlockStore<int, BT, IPT, cub::BLOCK_STORE_WARP_TRANSPOSE>;
  using Sc = cub::BlockScan<int, BT>;
  using ScR = cub::BlockScan<int, BT, cub::BLOCK_SCAN_RAKING>;
  using ScW = cub::BlockScan<int, BT, cub::BLOCK_SCAN_WARP_SCANS>;
  __shared__ union {
    typename L::TempStorage l;
    typename S::TempStorage s;
    typename S2::TempStorage s2;
    typename Sc::TempStorage sc;
    typename ScR::TempStorage scr;
    typename ScW::TempStorage scw;
  } tmp;
  int base = blockIdx.x * TILE;
  int v[IPT], a[IPT], b[IPT], c[IPT];
  L(tmp.l).Load(in + base, v);
  __syncthreads();
  int total;
  Sc(tmp.sc).InclusiveSum(v, a, total);
  __syncthreads();
  ScR(tmp.scr).ExclusiveSum(v, b);
  __syncthreads();
  int tm;
  ScW(tmp.scw).ExclusiveScan(v, c, -1000, MaxOp(), tm);
  __syncthreads();
  S(tmp.s).Store(incl + base, a);
  __syncthreads();
  S2(tmp.s2).Store(excl + base, b);
  __syncthreads();
  cub::StoreDirectBlocked(threadIdx.x, emax + base, c);
  if (threadIdx.x == 0) {
    agg[2 * blockIdx.x] = total;
    agg[2 * blockIdx.x + 1] = tm;
  }
}

// Block radix sort of (key, original index) pairs, ascending into a
// blocked arrangement and descending into a striped one (stable).
extern "C" __global__ void cub_sort(const unsigned *in, unsigned *ka,
                                    int *va, unsigned *kd, int *vd) {
  using Sort = cub::BlockRadixSort<unsigned, BT, IPT, int>;
  __shared__ typename Sort::TempStorage t;
  int base = blockIdx.x * TILE;
  unsigned k[IPT], k2[IPT];
  int v[IPT], v2[IPT];
  for (int i = 0; i < IPT; ++i) {
    int idx = threadIdx.x * IPT + i;
    k[i] = k2[i] = in[base + idx];
    v[i] = v2[i] = idx;
  }
  Sort(t).Sort(k, v);
  __syncthreads();
  Sort(t).SortDescendingBlockedToStriped(k2, v2);
  for (int i = 0; i < IPT; ++i) {
    ka[base + threadIdx.x * IPT + i] = k[i];
    va[base + threadIdx.x * IPT + i] = v[i];
    kd[base + i * BT + threadIdx.x] = k2[i];
    vd[base + i * BT + threadIdx.x] = v2[i];
  }
}

// Warp collectives: WarpReduce / WarpScan over full warps and logical
// 16-lane warps; out has 6 ints per thread.
extern "C" __global__ void cub_warp(const int *in, int *out) {
  using WR = cub::WarpReduce<int>;
  using WS = cub::WarpScan<int>;
  using WR16 = cub::WarpReduce<int, 16>;
  using WS16 = cub::WarpScan<int, 16>;
  __shared__ typename WR::TempStorage wr[BT / 32];
  __shared__ typename WS::TempStorage ws[BT / 32];
  __shared__ typename WR16::TempStorage wr16[BT / 16];
  __shared__ typename WS16::TempStorage ws16[BT / 16];
  int t = threadIdx.x, w = t / 32, h = t / 16;
  int x = in[blockIdx.x * BT + t];
  int s = WR(wr[w]).Sum(x);
  int m = WR(wr[w]).Reduce(x, MaxOp());
  int inc, exc, agg;
  WS(ws[w]).InclusiveSum(x, inc);
  WS(ws[w]).ExclusiveSum(x, exc, agg);
  int s16 = WR16(wr16[h]).Sum(x);
  int inc16;
  WS16(ws16[h]).InclusiveScan(x, inc16, MaxOp());
  int *o = out + 8 * (blockIdx.x * BT + t);
  int lane = t % 32;
  o[0] = lane == 0 ? s : 0; // valid in lane 0 only
  o[1] = lane == 0 ? m : 0;
  o[2] = inc;
  o[3] = exc;
  o[4] = agg;
  o[5] = t % 16 == 0 ? s16 : 0;
  o[6] = inc16;
  int p = WR(wr[w]).Sum(x, 20); // partial warp
  o[7] = lane == 0 ? p : 0;
}

// BlockHistogram (sort and atomic), BlockDiscontinuity heads and tails,
// BlockAdjacentDifference.
extern "C" __global__ void cub_misc(const unsigned char *in, unsigned *hs,
                                    unsigned *ha, int *flags, int *diff) {
  using HS = cub::BlockHistogram<unsigned char, BT, IPT, 64, cub::BLOCK_HISTO_SORT>;
  using HA = cub::BlockHistogram<unsigned char, BT, IPT, 64, cub::BLOCK_HISTO_ATOMIC>;
  using D = cub::BlockDiscontinuity<int, BT>;
  using AD = cub::BlockAdjacentDifference<int, BT>;
  __shared__ union {
    typename HS::TempStorage hs;
    typename HA::TempStorage ha;
    typename D::TempStorage d;
    typename AD::TempStorage ad;
  } tmp;
  __shared__ unsigned h1[64], h2[64];
  int base = blockIdx.x * TILE;
  unsigned char c[IPT];
  int v[IPT];
  for (int i = 0; i < IPT; ++i) {
    c[i] = in[base + threadIdx.x * IPT + i] & 63;
    v[i] = in[base + threadIdx.x * IPT + i] >> 4;
  }
  HS(tmp.hs).Histogram(c, h1);
  __syncthreads();
  HA(tmp.ha).Histogram(c, h2);
  __syncthreads();
  if (threadIdx.x < 64) {
    hs[blockIdx.x * 64 + threadIdx.x] = h1[threadIdx.x];
    ha[blockIdx.x * 64 + threadIdx.x] = h2[threadIdx.x];
  }
  int hf[IPT], tf[IPT];
  D(tmp.d).FlagHeadsAndTails(hf, tf, v, cuda::std::not_equal_to<>());
  __syncthreads();
  int dl[IPT], dr[IPT];
  AD(tmp.ad).SubtractLeft(v, dl, cuda::std::minus<>());
  __syncthreads();
  AD(tmp.ad).SubtractRight(v, dr, cuda::std::minus<>(), 7);
  for (int i = 0; i < IPT; ++i) {
    int j = base + threadIdx.x * IPT + i;
    flags[j] = hf[i] | (tf[i] << 1);
    diff[2 * j] = dl[i];
    diff[2 * j + 1] = dr[i];
  }
}
