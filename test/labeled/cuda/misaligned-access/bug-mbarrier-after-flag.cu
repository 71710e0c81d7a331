// EXPECT: misaligned-access
// ARCHS: sm_80 sm_90
// Dynamic shared memory carved by hand: a 4-byte ready flag first, then the
// mbarrier object right after it at byte 4. mbarrier objects are 64-bit and
// need 8-byte alignment.
#include <cstdint>
__global__ void carved(float *x) {
  extern __shared__ __align__(16) unsigned char smem[];
  int *flag = reinterpret_cast<int *>(smem);
  uint64_t *bar = reinterpret_cast<uint64_t *>(smem + sizeof(int));
  unsigned b = static_cast<unsigned>(__cvta_generic_to_shared(bar));
  if (threadIdx.x == 0) {
    *flag = 0;
    asm volatile("mbarrier.init.shared.b64 [%0], %1;" ::"r"(b), "r"(blockDim.x) : "memory");
  }
  __syncthreads();
  x[threadIdx.x] *= 2.f;
  uint64_t st;
  asm volatile("mbarrier.arrive.shared.b64 %0, [%1];" : "=l"(st) : "r"(b) : "memory");
  asm volatile("{\n\t.reg .pred d;\n$Lw:\n\tmbarrier.test_wait.shared.b64 d, [%0], %1;\n\t"
               "@!d bra $Lw;\n\t}" ::"r"(b), "l"(st) : "memory");
  if (threadIdx.x == 0)
    *flag = 1;
}
