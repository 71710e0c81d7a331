// EXPECT: clean
// ARCHS: sm_90
// PTXLINT-ARGS: --block-dim=128
// OK: the same decode-attention kernel (K and V rows of each 32-token block
// brought by two bulk copies completing on one `kv_full` barrier, each
// announced by its own arrive.expect_tx from thread 0) with the barrier
// initialised for those two arrivals: `mb_init(&kv_full, 2)`. The phase
// completes only after both arrivals and both copies' bytes, so the parity
// wait `b & 1` covers K and V.
#include "mbar.cuh"
#include <math.h>
constexpr int D = 64, BT = 32;
__device__ __forceinline__ void arrive_expect_tx(uint64_t *bar, unsigned bytes) {
  asm volatile("mbarrier.arrive.expect_tx.shared.b64 _, [%0], %1;" ::"r"(smem(bar)), "r"(bytes) : "memory");
}
__device__ __forceinline__ void bulk_g2s(void *dst, const void *src, unsigned bytes, uint64_t *bar) {
  asm volatile("cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes [%0], [%1], %2, [%3];" ::"r"(
                   smem(dst)),
               "l"(src), "r"(bytes), "r"(smem(bar))
               : "memory");
}
__global__ void __launch_bounds__(128) decode_attn(const float *__restrict__ q, const float *__restrict__ K,
                                                   const float *__restrict__ V, float *__restrict__ out,
                                                   int nblk, float scale) {
  __shared__ __align__(128) float ks[BT * D];
  __shared__ __align__(128) float vs[BT * D];
  __shared__ float qs[D], sc[BT];
  __shared__ __align__(8) uint64_t kv_full;
  const int t = threadIdx.x, head = blockIdx.x;
  const size_t base = (size_t)head * nblk * BT * D;
  if (t == 0) {
    mb_init(&kv_full, 2);
    asm volatile("fence.mbarrier_init.release.cluster;" ::: "memory");
  }
  if (t < D)
    qs[t] = q[head * D + t];
  __syncthreads();
  float m = -INFINITY, l = 0.f, acc = 0.f;
  for (int b = 0; b < nblk; ++b) {
    if (t == 0) {
      arrive_expect_tx(&kv_full, BT * D * sizeof(float));
      bulk_g2s(ks, K + base + (size_t)b * BT * D, BT * D * sizeof(float), &kv_full);
      arrive_expect_tx(&kv_full, BT * D * sizeof(float));
      bulk_g2s(vs, V + base + (size_t)b * BT * D, BT * D * sizeof(float), &kv_full);
    }
    mb_wait_parity(&kv_full, b & 1);
    if (t < BT) {
      float s = 0.f;
      for (int d = 0; d < D; ++d)
        s += qs[d] * ks[t * D + d];
      sc[t] = s * scale;
    }
    __syncthreads();
    if (t < D) {
      float bm = m;
      for (int j = 0; j < BT; ++j)
        bm = fmaxf(bm, sc[j]);
      const float corr = __expf(m - bm);
      l *= corr;
      acc *= corr;
      for (int j = 0; j < BT; ++j) {
        const float p = __expf(sc[j] - bm);
        l += p;
        acc += p * vs[j * D + t];
      }
      m = bm;
    }
    __syncthreads();
  }
  if (t < D)
    out[head * D + t] = acc / l;
}
