// EXPECT: clean
// Persistent "mailbox" kernel: the PTX polling loop branches back only while
// the doorbell word is still zero.
#include <cstdint>

__device__ __forceinline__ unsigned wait_doorbell(const volatile unsigned *bell) {
  unsigned v;
  asm volatile("{\n\t"
               ".reg .pred idle;\n\t"
               "$Lpoll:\n\t"
               "ld.volatile.global.u32 %0, [%1];\n\t"
               "setp.eq.u32 idle, %0, 0;\n\t"
               "@idle nanosleep.u32 256;\n\t"
               "@idle bra.uni $Lpoll;\n\t"
               "}"
               : "=r"(v)
               : "l"(bell)
               : "memory");
  return v;
}

__global__ void mailbox_worker(volatile unsigned *doorbells, const float *batches, float *results) {
  __shared__ unsigned n;
  if (threadIdx.x == 0)
    n = wait_doorbell(doorbells + blockIdx.x);
  __syncthreads();
  const float *in = batches + (size_t)blockIdx.x * 4096;
  for (unsigned i = threadIdx.x; i < n; i += blockDim.x)
    results[(size_t)blockIdx.x * 4096 + i] = in[i] * 2.0f;
  __syncthreads();
  if (threadIdx.x == 0)
    doorbells[blockIdx.x] = 0;
}
