// EXPECT: clean
// ARCHS: sm_90a
// PTXLINT-ARGS: --block-dim=128
// OK: GQA decode attention for one query head per cluster of two CTAs
// (head dim 64), split-K over the KV sequence: each CTA runs an online
// softmax over its half with four warps, merges them in shared memory, and
// rank 1 sends its partial {o[64], m, l} into rank 0's shared memory with
// st.async onto rank 0's `recv` mbarrier (64 four-byte stores and one
// eight-byte pair). Rank 0 announces sizeof(Partial) = 264 bytes with its
// single arrive.expect_tx, exactly what the stores complete.
#include <cooperative_groups.h>
#include <cuda/ptx>
#include <cstdint>
namespace cg = cooperative_groups;
namespace ptx = cuda::ptx;
struct Partial { float o[64]; float m, l; };
__global__ void __cluster_dims__(2, 1, 1) __launch_bounds__(128)
gqa_decode_split2(const float *__restrict__ q, const float *__restrict__ K, const float *__restrict__ V,
                  float *__restrict__ out, int seqlen, int group, float scale) {
  __shared__ alignas(16) Partial mine, peer;
  __shared__ float wm[4], wl[4], wo[4][64];
  __shared__ alignas(8) uint64_t recv;
  cg::cluster_group cluster = cg::this_cluster();
  const unsigned rank = cluster.block_rank();
  const int head = blockIdx.x / 2, kvh = head / group;
  const int t = threadIdx.x, warp = t / 32, lane = t & 31;
  if (t == 0 && rank == 0) {
    ptx::mbarrier_init(&recv, 1);
    ptx::fence_mbarrier_init(ptx::sem_release, ptx::scope_cluster);
  }
  cluster.sync();
  const float q0 = q[head * 64 + lane], q1 = q[head * 64 + lane + 32];
  float m = -INFINITY, l = 0.f, o0 = 0.f, o1 = 0.f;
  const int half = (seqlen + 1) / 2, beg = rank * half, end = min(seqlen, beg + half);
  for (int j = beg + warp; j < end; j += 4) {
    const float *k = K + ((size_t)kvh * seqlen + j) * 64, *v = V + ((size_t)kvh * seqlen + j) * 64;
    float s = q0 * k[lane] + q1 * k[lane + 32];
    for (int off = 16; off; off >>= 1) s += __shfl_xor_sync(0xffffffffu, s, off);
    s *= scale;
    const float mn = fmaxf(m, s), c = __expf(m - mn), p = __expf(s - mn);
    l = l * c + p; o0 = o0 * c + p * v[lane]; o1 = o1 * c + p * v[lane + 32];
    m = mn;
  }
  if (lane == 0) { wm[warp] = m; wl[warp] = l; }
  wo[warp][lane] = o0; wo[warp][lane + 32] = o1;
  __syncthreads();
  if (t < 64) {
    float M = fmaxf(fmaxf(wm[0], wm[1]), fmaxf(wm[2], wm[3])), L = 0.f, O = 0.f;
    for (int w = 0; w < 4; ++w) {
      const float c = wm[w] == -INFINITY ? 0.f : __expf(wm[w] - M);
      L += wl[w] * c; O += wo[w][t] * c;
    }
    mine.o[t] = O;
    if (t == 0) { mine.m = M; mine.l = L; }
  }
  __syncthreads();
  if (rank == 1) {
    Partial *dst = cluster.map_shared_rank(&peer, 0);
    uint64_t *bar = cluster.map_shared_rank(&recv, 0);
    if (t < 64) ptx::st_async(&dst->o[t], mine.o[t], bar);
    if (t == 0) {
      const float ml[2] = {mine.m, mine.l};
      ptx::st_async(&dst->m, ml, bar);
    }
  } else {
    if (t == 0)
      ptx::mbarrier_arrive_expect_tx(ptx::sem_release, ptx::scope_cta, ptx::space_shared, &recv,
                                     sizeof(Partial));
    while (!ptx::mbarrier_try_wait_parity(&recv, 0)) {
    }
    if (t < 64) {
      const float M = fmaxf(mine.m, peer.m);
      const float c0 = mine.m == -INFINITY ? 0.f : __expf(mine.m - M);
      const float c1 = peer.m == -INFINITY ? 0.f : __expf(peer.m - M);
      out[head * 64 + t] = (mine.o[t] * c0 + peer.o[t] * c1) / (mine.l * c0 + peer.l * c1);
    }
  }
  cluster.sync();
}
