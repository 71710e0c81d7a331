// CUB radix ranking variants (Onesweep's match-any ranking with early
// counts, the memoized raking scan) and warp data movement (WarpExchange
// shuffle/smem, WarpLoad/WarpStore transpose), as nvcc compiles them.
#include <cub/cub.cuh>
#include <cub/block/block_radix_rank.cuh>
#include <cub/warp/warp_exchange.cuh>
#include <cub/warp/warp_load.cuh>
#include <cub/warp/warp_store.cuh>

constexpr int BT = 128, IPT = 4, TILE = BT * IPT, RB = 5;

// ranks of 5-bit digits [3, 8) of each key, four ways: out has 4 * TILE
// ranks per block (blocked order).
extern "C" __global__ void ranks(const unsigned *in, int *out) {
  using R0 = cub::BlockRadixRank<BT, RB, false>;
  using R1 = cub::BlockRadixRank<BT, RB, true, true, cub::BLOCK_SCAN_RAKING_MEMOIZE>;
  using R2 = cub::BlockRadixRankMatch<BT, RB, false>;
  using R3 = cub::BlockRadixRankMatchEarlyCounts<BT, RB, false, cub::BLOCK_SCAN_WARP_SCANS,
                                                 cub::WARP_MATCH_ANY>;
  using R4 = cub::BlockRadixRankMatchEarlyCounts<BT, RB, true, cub::BLOCK_SCAN_WARP_SCANS,
                                                 cub::WARP_MATCH_ATOMIC_OR>;
  __shared__ union {
    typename R0::TempStorage r0;
    typename R1::TempStorage r1;
    typename R2::TempStorage r2;
    typename R3::TempStorage r3;
    typename R4::TempStorage r4;
  } tmp;
  int base = blockIdx.x * TILE;
  unsigned k[IPT];
  int r[IPT];
  for (int i = 0; i < IPT; ++i) k[i] = in[base + threadIdx.x * IPT + i];
  cub::BFEDigitExtractor<unsigned> ex(3, RB);
  int *o = out + blockIdx.x * 5 * TILE + threadIdx.x * IPT;
  R0(tmp.r0).RankKeys(k, r, ex);
  for (int i = 0; i < IPT; ++i) o[i] = r[i];
  __syncthreads();
  R1(tmp.r1).RankKeys(k, r, ex);
  for (int i = 0; i < IPT; ++i) o[TILE + i] = r[i];
  __syncthreads();
  R2(tmp.r2).RankKeys(k, r, ex);
  for (int i = 0; i < IPT; ++i) o[2 * TILE + i] = r[i];
  __syncthreads();
  int excl[1];
  R3(tmp.r3).RankKeys(k, r, ex, excl);
  for (int i = 0; i < IPT; ++i) o[3 * TILE + i] = r[i];
  __syncthreads();
  R4(tmp.r4).RankKeys(k, r, ex, excl);
  for (int i = 0; i < IPT; ++i) o[4 * TILE + i] = r[i];
}

// Warp data movement: 4 items per lane, 128 per warp.
extern "C" __global__ void wmove(const int *in, int *out) {
  using WL = cub::WarpLoad<int, IPT, cub::WARP_LOAD_TRANSPOSE>;
  using WS = cub::WarpStore<int, IPT, cub::WARP_STORE_TRANSPOSE>;
  using WX = cub::WarpExchange<int, IPT, 4, cub::WARP_EXCHANGE_SHUFFLE>; // 4-lane warps
  using WXs = cub::WarpExchange<int, IPT, 32, cub::WARP_EXCHANGE_SMEM>;
  constexpr int W = BT / 32;
  __shared__ typename WL::TempStorage wl[W];
  __shared__ typename WS::TempStorage ws[W];
  __shared__ typename WXs::TempStorage wxs[W];
  int w = threadIdx.x / 32, base = (blockIdx.x * W + w) * 32 * IPT;
  __shared__ typename WX::TempStorage wx[BT / 4];
  int v[IPT], s[IPT], b[IPT], s4[IPT];
  WL(wl[w]).Load(in + base, v); // blocked
  WX(wx[threadIdx.x / 4]).BlockedToStriped(v, s4);
  WXs(wxs[w]).BlockedToStriped(v, s);
  WXs(wxs[w]).StripedToBlocked(s, b);
  for (int i = 0; i < IPT; ++i) b[i] = b[i] * 2 + s4[i] * 1000 + s[i] * 7;
  WS(ws[w]).Store(out + base, b);
}
