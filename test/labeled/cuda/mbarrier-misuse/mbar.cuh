// Thin inline-PTX wrappers over mbarrier (PTX ISA 9.7.13.15), the way
// hand-written pipelines use them.
#pragma once
#include <cstdint>
__device__ __forceinline__ unsigned smem(const void *p) {
  return static_cast<unsigned>(__cvta_generic_to_shared(p));
}
__device__ __forceinline__ void mb_init(uint64_t *bar, unsigned count) {
  asm volatile("mbarrier.init.shared.b64 [%0], %1;" ::"r"(smem(bar)), "r"(count) : "memory");
}
__device__ __forceinline__ void mb_inval(uint64_t *bar) {
  asm volatile("mbarrier.inval.shared.b64 [%0];" ::"r"(smem(bar)) : "memory");
}
__device__ __forceinline__ uint64_t mb_arrive(uint64_t *bar) {
  uint64_t state;
  asm volatile("mbarrier.arrive.shared.b64 %0, [%1];" : "=l"(state) : "r"(smem(bar)) : "memory");
  return state;
}
__device__ __forceinline__ void mb_wait(uint64_t *bar, uint64_t state) {
  asm volatile("{\n\t.reg .pred done;\n$Lwait:\n\t"
               "mbarrier.test_wait.shared.b64 done, [%0], %1;\n\t"
               "@!done bra $Lwait;\n\t}" ::"r"(smem(bar)), "l"(state) : "memory");
}
__device__ __forceinline__ void mb_wait_parity(uint64_t *bar, unsigned parity) {
  asm volatile("{\n\t.reg .pred done;\n$Lwaitp:\n\t"
               "mbarrier.test_wait.parity.shared.b64 done, [%0], %1;\n\t"
               "@!done bra $Lwaitp;\n\t}" ::"r"(smem(bar)), "r"(parity) : "memory");
}
