// EXPECT: warp-sync-mask
// PTXLINT-ARGS: --block-dim=128
// Triangle counting, one warp per edge (u, v) with u < v: the low half-warp
// stages u's adjacency list in the warp's shared buffer, the high half-warp
// stages v's, each half syncs its own lanes, then all lanes intersect.
// The high half's __syncwarp was copy-pasted from the low half's and still
// names lanes 0-15 (BUG): lanes 16-31 execute a __syncwarp whose mask does not
// contain them.
#define CAP 64
__global__ void tc_edges(const int *__restrict__ rp, const int *__restrict__ ci,
                         const int2 *__restrict__ edges, int nedges,
                         unsigned long long *__restrict__ total) {
  __shared__ int su[4][CAP], sv[4][CAP];
  const int w = threadIdx.x / 32, lane = threadIdx.x & 31;
  const int e = blockIdx.x * 4 + w;
  if (e >= nedges)
    return;
  const int2 uv = edges[e];
  const int du = min(rp[uv.x + 1] - rp[uv.x], CAP), dv = min(rp[uv.y + 1] - rp[uv.y], CAP);
  if (lane < 16) {
    for (int j = lane; j < du; j += 16) su[w][j] = ci[rp[uv.x] + j];
    __syncwarp(0x0000ffffu);
  } else {
    for (int j = lane - 16; j < dv; j += 16) sv[w][j] = ci[rp[uv.y] + j];
    __syncwarp(0x0000ffffu);  // BUG: should be 0xffff0000
  }
  __syncwarp();
  unsigned long long c = 0;
  for (int a = lane; a < du; a += 32) {
    int x = su[w][a], lo = 0, hi = dv;
    while (lo < hi) { int mid = (lo + hi) / 2; if (sv[w][mid] < x) lo = mid + 1; else hi = mid; }
    c += lo < dv && sv[w][lo] == x;
  }
  for (int o = 16; o > 0; o >>= 1) c += __shfl_down_sync(0xffffffffu, c, o);
  if (lane == 0) atomicAdd(total, c);
}
