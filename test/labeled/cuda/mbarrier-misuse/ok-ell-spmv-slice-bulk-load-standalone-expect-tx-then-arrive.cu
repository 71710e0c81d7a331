// EXPECT: clean
// ARCHS: sm_90a
// PTXLINT-ARGS: --block-dim=128
// ELL SpMV, one 128-row slice per block with 16 entries per row. Thread 0
// announces the bytes of each of the two bulk copies (column indices and
// values, 8 KiB each) with the standalone `mbarrier.expect_tx`, issues the
// copies onto `full`, and then arrives once: `full` expects one arrival, so
// its phase completes when that arrival is in and all 16 KiB have landed.
#include <cstdint>
#define ROWS 128
#define W 16
__device__ __forceinline__ unsigned sa(const void *p) {
  return static_cast<unsigned>(__cvta_generic_to_shared(p));
}
__global__ void __launch_bounds__(ROWS)
ell_spmv(const int *__restrict__ cols, const float *__restrict__ vals,
         const float *__restrict__ x, float *__restrict__ y) {
  __shared__ __align__(16) int c[W][ROWS];
  __shared__ __align__(16) float v[W][ROWS];
  __shared__ __align__(8) uint64_t full;
  const int t = threadIdx.x;
  if (t == 0) {
    asm volatile("mbarrier.init.shared::cta.b64 [%0], 1;" ::"r"(sa(&full)) : "memory");
    asm volatile("fence.mbarrier_init.release.cluster;" ::: "memory");
  }
  __syncthreads();
  if (t == 0) {
    const size_t off = (size_t)blockIdx.x * W * ROWS;
    asm volatile("mbarrier.expect_tx.relaxed.cta.shared::cta.b64 [%0], %1;"
                 ::"r"(sa(&full)), "r"(W * ROWS * 4) : "memory");
    asm volatile("cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes [%0], [%1], %2, [%3];"
                 ::"r"(sa(c)), "l"(cols + off), "r"(W * ROWS * 4), "r"(sa(&full)) : "memory");
    asm volatile("mbarrier.expect_tx.relaxed.cta.shared::cta.b64 [%0], %1;"
                 ::"r"(sa(&full)), "r"(W * ROWS * 4) : "memory");
    asm volatile("cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes [%0], [%1], %2, [%3];"
                 ::"r"(sa(v)), "l"(vals + off), "r"(W * ROWS * 4), "r"(sa(&full)) : "memory");
    asm volatile("mbarrier.arrive.shared::cta.b64 _, [%0];" ::"r"(sa(&full)) : "memory");
  }
  asm volatile("{\n\t.reg .pred p;\n$Lw:\n\t"
               "mbarrier.try_wait.parity.shared::cta.b64 p, [%0], 0;\n\t"
               "@!p bra $Lw;\n\t}" ::"r"(sa(&full)) : "memory");
  float s = 0.f;
#pragma unroll
  for (int k = 0; k < W; ++k) s += v[k][t] * x[c[k][t]];
  y[blockIdx.x * ROWS + t] = s;
}
