// EXPECT: clean
// ARCHS: sm_80 sm_90
// The out-of-line mbarrier set-up helper called by thread 0 only, followed by
// __syncthreads() before any thread arrives; each thread arrives once and
// waits for the phase.
#include <cstdint>
__device__ __noinline__ void init_bar(uint64_t *bar, unsigned count) {
  unsigned a = static_cast<unsigned>(__cvta_generic_to_shared(bar));
  asm volatile("mbarrier.init.shared.b64 [%0], %1;" ::"r"(a), "r"(count) : "memory");
}
__global__ void scale_phase(float *x) {
  __shared__ uint64_t bar;
  if (threadIdx.x == 0)
    init_bar(&bar, blockDim.x);
  __syncthreads();
  x[threadIdx.x] += 1.f;
  unsigned a = static_cast<unsigned>(__cvta_generic_to_shared(&bar));
  uint64_t st;
  asm volatile("mbarrier.arrive.shared.b64 %0, [%1];" : "=l"(st) : "r"(a) : "memory");
  asm volatile("{\n\t.reg .pred done;\n$Lw:\n\t"
               "mbarrier.test_wait.shared.b64 done, [%0], %1;\n\t"
               "@!done bra $Lw;\n\t}" ::"r"(a), "l"(st) : "memory");
  x[threadIdx.x] *= 2.f;
}
