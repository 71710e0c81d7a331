// EXPECT: clean
// ARCHS: sm_90
// PTXLINT-ARGS: --block-dim=128
// A flash-attention style KV loop with two bulk-copy stages and separate K
// and V barriers per stage. Tile j waits for K and then V of stage j & 1 with
// the same parity, (j / 2) & 1: the phase bit is flipped after both waits of
// the tile that used stage 1, when the stage index wraps.
#include "mbar.cuh"
#define D 32
#define KT 32
__device__ __forceinline__ void bulk_load(void *dst, const void *src, unsigned bytes, uint64_t *bar) {
  asm volatile("mbarrier.arrive.expect_tx.shared.b64 _, [%0], %1;" ::"r"(smem(bar)), "r"(bytes) : "memory");
  asm volatile("cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes [%0], [%1], %2, [%3];"
               ::"r"(smem(dst)), "l"(src), "r"(bytes), "r"(smem(bar)) : "memory");
}
__global__ void __launch_bounds__(128) attn_kv(const float *__restrict__ q, const float *__restrict__ K,
                                               const float *__restrict__ V, float *__restrict__ o, int ntiles) {
  __shared__ __align__(128) float ks[2][KT * D];
  __shared__ __align__(128) float vs[2][KT * D];
  __shared__ __align__(8) uint64_t kfull[2], vfull[2];
  int t = threadIdx.x;
  if (t == 0) {
    for (int s = 0; s < 2; ++s) {
      mb_init(&kfull[s], 1);
      mb_init(&vfull[s], 1);
    }
    asm volatile("fence.mbarrier_init.release.cluster;" ::: "memory");
  }
  __syncthreads();
  size_t head = (size_t)blockIdx.x * ntiles * KT * D;
  if (t == 0)
    for (int s = 0; s < 2 && s < ntiles; ++s) {
      bulk_load(ks[s], K + head + (size_t)s * KT * D, KT * D * 4, &kfull[s]);
      bulk_load(vs[s], V + head + (size_t)s * KT * D, KT * D * 4, &vfull[s]);
    }
  int qi = t & 31;
  float qv = q[blockIdx.x * D + qi], m = -1e30f, l = 0.f, acc = 0.f;
  unsigned phase = 0;
  for (int j = 0; j < ntiles; ++j) {
    int s = j & 1;
    mb_wait_parity(&kfull[s], phase);
    float sc = qv * ks[s][(t >> 2) * D + qi];
    float mn = fmaxf(m, sc), p = __expf(sc - mn), corr = __expf(m - mn);
    mb_wait_parity(&vfull[s], phase);
    if (s == 1)
      phase ^= 1;
    l = l * corr + p;
    acc = acc * corr + p * vs[s][(t >> 2) * D + qi];
    m = mn;
    __syncthreads();
    if (t == 0 && j + 2 < ntiles) {
      bulk_load(ks[s], K + head + (size_t)(j + 2) * KT * D, KT * D * 4, &kfull[s]);
      bulk_load(vs[s], V + head + (size_t)(j + 2) * KT * D, KT * D * 4, &vfull[s]);
    }
  }
  o[blockIdx.x * 128 + t] = acc / l;
}
