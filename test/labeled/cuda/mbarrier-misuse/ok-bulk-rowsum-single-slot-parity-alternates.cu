// EXPECT: clean
// ARCHS: sm_90
// PTXLINT-ARGS: --block-dim=256
// Row sums with a TMA-like 1D bulk copy and one mbarrier: thread 0 inits
// the barrier for one arrival, then for every row posts the byte count with
// arrive.expect_tx and issues a cp.async.bulk that completes the
// transaction. All threads wait with the parity of the current phase,
// `row & 1`, which flips each trip; a __syncthreads after the consumption
// keeps thread 0 from overwriting the buffer while it is still being read.
#include <cstdint>
__device__ __forceinline__ unsigned smem(const void *p) {
  return static_cast<unsigned>(__cvta_generic_to_shared(p));
}
__global__ void __launch_bounds__(256) bulk_rowsum(const float *__restrict__ x,
                                                   float *__restrict__ sums, int rows) {
  __shared__ __align__(16) float row_buf[1024];
  __shared__ __align__(8) uint64_t bar;
  __shared__ float part[8];
  if (threadIdx.x == 0) {
    asm volatile("mbarrier.init.shared::cta.b64 [%0], 1;" ::"r"(smem(&bar)));
    asm volatile("fence.mbarrier_init.release.cluster;" ::: "memory");
  }
  __syncthreads();
  for (int r = blockIdx.x, it = 0; r < rows; r += gridDim.x, ++it) {
    if (threadIdx.x == 0) {
      asm volatile("mbarrier.arrive.expect_tx.shared::cta.b64 _, [%0], 4096;" ::"r"(smem(&bar))
                   : "memory");
      asm volatile("cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes [%0], [%1], "
                   "4096, [%2];" ::"r"(smem(row_buf)),
                   "l"(x + (size_t)r * 1024), "r"(smem(&bar))
                   : "memory");
    }
    asm volatile("{\n\t.reg .pred p;\n"
                 "W_%=:\n\t"
                 "mbarrier.try_wait.parity.shared::cta.b64 p, [%0], %1;\n\t"
                 "@!p bra W_%=;\n\t}" ::"r"(smem(&bar)),
                 "r"(it & 1)
                 : "memory");
    float s = 0.f;
    for (int c = threadIdx.x; c < 1024; c += 256) s += row_buf[c];
    for (int o = 16; o > 0; o >>= 1) s += __shfl_xor_sync(0xffffffffu, s, o);
    if ((threadIdx.x & 31) == 0) part[threadIdx.x >> 5] = s;
    __syncthreads();
    if (threadIdx.x == 0) {
      float t = 0.f;
      for (int w = 0; w < 8; ++w) t += part[w];
      sums[r] = t;
    }
    __syncthreads();
  }
}
