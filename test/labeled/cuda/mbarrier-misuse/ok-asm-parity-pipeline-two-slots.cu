// EXPECT: clean
// ARCHS: sm_90 sm_90a
// PTXLINT-ARGS: --block-dim=128
// Two-slot load/compute pipeline on raw mbarriers written with inline PTX as
// hand-tuned kernels do (no helper header): thread 0 initialises both
// barriers for 128 arrivals and fences the init, a __syncthreads() publishes
// them, and every iteration each of the 128 threads arrives once on the
// slot's barrier and spins on try_wait.parity with the slot's phase bit,
// which flips each time the slot comes round again.
#include <cstdint>
__device__ __forceinline__ uint32_t s_addr(const void *p) {
  return static_cast<uint32_t>(__cvta_generic_to_shared(p));
}
__global__ void __launch_bounds__(128) two_slot(const float *__restrict__ x,
                                                float *__restrict__ y, int iters) {
  __shared__ __align__(8) uint64_t bar[2];
  __shared__ float buf[2][128];
  if (threadIdx.x == 0) {
    asm volatile("mbarrier.init.shared::cta.b64 [%0], %1;" ::"r"(s_addr(&bar[0])), "r"(128));
    asm volatile("mbarrier.init.shared::cta.b64 [%0], %1;" ::"r"(s_addr(&bar[1])), "r"(128));
    asm volatile("fence.mbarrier_init.release.cluster;" ::: "memory");
  }
  __syncthreads();
  uint32_t phase = 0;
  for (int it = 0; it < iters; ++it) {
    int slot = it & 1;
    buf[slot][threadIdx.x] = x[(size_t)it * 128 + threadIdx.x];
    asm volatile("{\n\t.reg .b64 st;\n\t"
                 "mbarrier.arrive.release.cta.shared::cta.b64 st, [%0];\n\t}" ::"r"(
                     s_addr(&bar[slot]))
                 : "memory");
    asm volatile("{\n\t.reg .pred done;\n"
                 "WAIT_%=:\n\t"
                 "mbarrier.try_wait.parity.acquire.cta.shared::cta.b64 done, [%0], %1;\n\t"
                 "@!done bra WAIT_%=;\n\t}" ::"r"(s_addr(&bar[slot])),
                 "r"(phase)
                 : "memory");
    y[(size_t)it * 128 + threadIdx.x] = buf[slot][(threadIdx.x + 1) & 127];
    if (slot == 1)
      phase ^= 1;
  }
}
