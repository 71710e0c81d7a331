// EXPECT: clean
// ARCHS: sm_80 sm_90
// A shared-storage struct with an odd-sized float array followed by the
// full/empty mbarriers: the compiler pads them to offsets 136 and 144.
#include <cstdint>
struct SharedStorage {
  float data[33];
  uint64_t full;
  uint64_t empty;
};
__device__ __forceinline__ unsigned sa(const void *p) {
  return static_cast<unsigned>(__cvta_generic_to_shared(p));
}
__global__ void storage(const float *in, float *out) {
  __shared__ SharedStorage ss;
  if (threadIdx.x == 0) {
    asm volatile("mbarrier.init.shared.b64 [%0], %1;" ::"r"(sa(&ss.full)), "r"(blockDim.x) : "memory");
    asm volatile("mbarrier.init.shared.b64 [%0], %1;" ::"r"(sa(&ss.empty)), "r"(blockDim.x) : "memory");
  }
  __syncthreads();
  if (threadIdx.x < 33)
    ss.data[threadIdx.x] = in[threadIdx.x];
  uint64_t st;
  asm volatile("mbarrier.arrive.shared.b64 %0, [%1];" : "=l"(st) : "r"(sa(&ss.full)) : "memory");
  asm volatile("{\n\t.reg .pred d;\n$Lf:\n\tmbarrier.test_wait.shared.b64 d, [%0], %1;\n\t"
               "@!d bra $Lf;\n\t}" ::"r"(sa(&ss.full)), "l"(st) : "memory");
  out[threadIdx.x] = ss.data[threadIdx.x % 33];
  asm volatile("mbarrier.arrive.shared.b64 %0, [%1];" : "=l"(st) : "r"(sa(&ss.empty)) : "memory");
  asm volatile("{\n\t.reg .pred d;\n$Le:\n\tmbarrier.test_wait.shared.b64 d, [%0], %1;\n\t"
               "@!d bra $Le;\n\t}" ::"r"(sa(&ss.empty)), "l"(st) : "memory");
}
