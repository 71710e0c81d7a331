// EXPECT: clean
// ARCHS: sm_90a
// PTXLINT-ARGS: --block-dim=128
// OK: Mamba selective scan (S6) over one sequence per block, 128 channels
// (one per thread), state size 16. The sequence is processed in 32-step
// chunks: thread 0 bulk-copies the chunk's u, delta, B and C into shared
// memory on one mbarrier (phase c & 1), every thread runs the recurrence,
// and the block syncs before the next copy overwrites the chunk. The
// mbarrier is invalidated once, after the last chunk.
#include <cstdint>
__device__ __forceinline__ uint32_t sa(const void *p) { return (uint32_t)__cvta_generic_to_shared(p); }
__device__ __forceinline__ void mb_init(uint64_t *b, uint32_t n) {
  asm volatile("mbarrier.init.shared::cta.b64 [%0], %1;" ::"r"(sa(b)), "r"(n) : "memory");
}
__device__ __forceinline__ void mb_inval(uint64_t *b) {
  asm volatile("mbarrier.inval.shared::cta.b64 [%0];" ::"r"(sa(b)) : "memory");
}
__device__ __forceinline__ void mb_arrive(uint64_t *b) {
  asm volatile("{ .reg .b64 st; mbarrier.arrive.shared::cta.b64 st, [%0]; }" ::"r"(sa(b)) : "memory");
}
__device__ __forceinline__ void mb_expect(uint64_t *b, uint32_t bytes) {
  asm volatile("mbarrier.arrive.expect_tx.shared::cta.b64 _, [%0], %1;" ::"r"(sa(b)), "r"(bytes) : "memory");
}
__device__ __forceinline__ void mb_wait(uint64_t *b, uint32_t par) {
  asm volatile("{ .reg .pred p; W: mbarrier.try_wait.parity.shared::cta.b64 p, [%0], %1; @!p bra W; }"
               ::"r"(sa(b)), "r"(par) : "memory");
}
__device__ __forceinline__ void bulk_g2s(void *dst, const void *src, uint32_t bytes, uint64_t *b) {
  asm volatile("cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes [%0], [%1], %2, [%3];"
               ::"r"(sa(dst)), "l"(src), "r"(bytes), "r"(sa(b)) : "memory");
}
constexpr int L = 32, D = 128, N = 16;
__global__ void __launch_bounds__(128)
selective_scan_chunks(const float *__restrict__ u, const float *__restrict__ delta, const float *__restrict__ Aneg,
                      const float *__restrict__ Bc, const float *__restrict__ Cc, float *__restrict__ y, int seqlen) {
  __shared__ alignas(128) float su[L][D];
  __shared__ alignas(128) float sd[L][D];
  __shared__ alignas(128) float sB[L][N], sC[L][N];
  __shared__ alignas(8) uint64_t bar;
  const int t = threadIdx.x, b = blockIdx.x;
  float hstate[N];
  for (int n = 0; n < N; ++n) hstate[n] = 0.f;
  float a[N];
  for (int n = 0; n < N; ++n) a[n] = Aneg[t * N + n];
  if (t == 0) {
    mb_init(&bar, 1);
    asm volatile("fence.mbarrier_init.release.cluster;" ::: "memory");
  }
  __syncthreads();
  const int nchunks = seqlen / L;
  for (int c = 0; c < nchunks; ++c) {
    const size_t off = ((size_t)b * seqlen + (size_t)c * L);
    if (t == 0) {
      mb_expect(&bar, sizeof(su) + sizeof(sd) + sizeof(sB) + sizeof(sC));
      bulk_g2s(su, u + off * D, sizeof(su), &bar);
      bulk_g2s(sd, delta + off * D, sizeof(sd), &bar);
      bulk_g2s(sB, Bc + off * N, sizeof(sB), &bar);
      bulk_g2s(sC, Cc + off * N, sizeof(sC), &bar);
    }
    mb_wait(&bar, c & 1);
    for (int l = 0; l < L; ++l) {
      const float dt = sd[l][t], x = su[l][t];
      float acc = 0.f;
      for (int n = 0; n < N; ++n) {
        hstate[n] = __expf(dt * a[n]) * hstate[n] + dt * sB[l][n] * x;
        acc += hstate[n] * sC[l][n];
      }
      y[(off + l) * D + t] = acc;
    }
    __syncthreads();

  }
  if (t == 0) mb_inval(&bar);
}
