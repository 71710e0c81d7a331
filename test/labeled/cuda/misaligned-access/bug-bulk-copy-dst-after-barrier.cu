// EXPECT: misaligned-access
// ARCHS: sm_90 sm_90a
// 1D TMA bulk copy into a shared struct that keeps its mbarrier first: the
// data array follows the 8-byte barrier, so cp.async.bulk's destination is
// 8 bytes past a 16-byte boundary (bulk copies need 16).
#include <cstdint>
struct Stage {
  uint64_t bar;
  float data[256];
};
__device__ __forceinline__ unsigned s32(const void *p) {
  return static_cast<unsigned>(__cvta_generic_to_shared(p));
}
__global__ void bulk_load(const float *__restrict__ src, float *__restrict__ dst) {
  __shared__ __align__(16) Stage st;
  if (threadIdx.x == 0) {
    asm volatile("mbarrier.init.shared::cta.b64 [%0], 1;" ::"r"(s32(&st.bar)));
    asm volatile("fence.mbarrier_init.release.cluster;" ::: "memory");
  }
  __syncthreads();
  if (threadIdx.x == 0) {
    asm volatile("mbarrier.arrive.expect_tx.shared::cta.b64 _, [%0], %1;" ::"r"(s32(&st.bar)),
                 "r"(1024u)
                 : "memory");
    asm volatile("cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes [%0], [%1], "
                 "%2, [%3];" ::"r"(s32(st.data)),
                 "l"(src + blockIdx.x * 256), "r"(1024u), "r"(s32(&st.bar))
                 : "memory");
  }
  asm volatile("{\n\t.reg .pred p;\n"
               "W_%=:\n\t"
               "mbarrier.try_wait.parity.shared::cta.b64 p, [%0], 0;\n\t"
               "@!p bra W_%=;\n\t}" ::"r"(s32(&st.bar))
               : "memory");
  dst[blockIdx.x * 256 + threadIdx.x] = st.data[threadIdx.x] * 2.f;
}
