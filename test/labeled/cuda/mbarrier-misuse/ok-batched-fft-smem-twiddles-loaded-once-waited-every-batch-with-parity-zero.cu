// EXPECT: clean
// ARCHS: sm_90a
// PTXLINT-ARGS: --block-dim=256
// OK: batched 1024-point radix-2 FFT in shared memory (sm_90 bulk copies):
// the twiddle table is copied once, before the batch loop, completing phase
// 0 of `tw_bar`; each batch's signal is copied onto `sig_bar`, whose phase
// flips every batch, so trip k waits with parity `k & 1`. The twiddle wait
// in the loop asks for parity 0 every time: phase 0 has completed (or will)
// and nothing ever arrives on tw_bar again, so the wait returns at once from
// the second batch on.
#include <cstdint>
#define N 1024
__device__ __forceinline__ unsigned sa(const void *p) {
  return static_cast<unsigned>(__cvta_generic_to_shared(p));
}
__device__ __forceinline__ void wait_parity(uint64_t *bar, unsigned par) {
  asm volatile("{\n\t.reg .pred p;\n$Lw%=:\n\t"
               "mbarrier.try_wait.parity.shared::cta.b64 p, [%0], %1;\n\t"
               "@!p bra $Lw%=;\n\t}" ::"r"(sa(bar)), "r"(par) : "memory");
}
__device__ __forceinline__ void bulk_load(void *dst, const void *src, unsigned bytes, uint64_t *bar) {
  asm volatile("mbarrier.arrive.expect_tx.shared::cta.b64 _, [%0], %1;" ::"r"(sa(bar)), "r"(bytes) : "memory");
  asm volatile("cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes [%0], [%1], %2, [%3];"
               ::"r"(sa(dst)), "l"(src), "r"(bytes), "r"(sa(bar)) : "memory");
}
__global__ void __launch_bounds__(256)
fft1024(const float2 *__restrict__ in, const float2 *__restrict__ twiddle,
        float2 *__restrict__ out, int batches) {
  __shared__ __align__(128) float2 sig[N];
  __shared__ __align__(128) float2 tw[N / 2];
  __shared__ __align__(8) uint64_t tw_bar, sig_bar;
  const int t = threadIdx.x;
  if (t == 0) {
    asm volatile("mbarrier.init.shared::cta.b64 [%0], 1;" ::"r"(sa(&tw_bar)) : "memory");
    asm volatile("mbarrier.init.shared::cta.b64 [%0], 1;" ::"r"(sa(&sig_bar)) : "memory");
    asm volatile("fence.mbarrier_init.release.cluster;" ::: "memory");
  }
  __syncthreads();
  if (t == 0) bulk_load(tw, twiddle, sizeof(tw), &tw_bar);
  for (int b = blockIdx.x; b < batches; b += gridDim.x) {
    const int k = (b - blockIdx.x) / gridDim.x;
    if (t == 0) bulk_load(sig, in + (size_t)b * N, sizeof(sig), &sig_bar);
    wait_parity(&sig_bar, k & 1);
    wait_parity(&tw_bar, 0);
    for (int half = 1; half < N; half <<= 1) {
      for (int j = t; j < N / 2; j += 256) {
        const int grp = j / half, pos = j % half;
        const int i0 = grp * 2 * half + pos, i1 = i0 + half;
        const float2 w = tw[pos * (N / (2 * half))];
        const float2 u = sig[i0], v = sig[i1];
        const float2 vw = make_float2(v.x * w.x - v.y * w.y, v.x * w.y + v.y * w.x);
        sig[i0] = make_float2(u.x + vw.x, u.y + vw.y);
        sig[i1] = make_float2(u.x - vw.x, u.y - vw.y);
      }
      __syncthreads();
    }
    for (int j = t; j < N; j += 256) out[(size_t)b * N + (__brev(j) >> 22)] = sig[j];
    __syncthreads();
  }
}
