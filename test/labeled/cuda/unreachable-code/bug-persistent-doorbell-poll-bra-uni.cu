// EXPECT: unreachable-code
// Persistent "mailbox" kernel: one block per queue polls a doorbell word the
// host writes through mapped memory, then processes the posted batch. The
// PTX polling loop branches back unconditionally (`bra.uni` where `@idle bra`
// was meant): it spins forever and everything after it is dead.
#include <cstdint>

__device__ __forceinline__ unsigned wait_doorbell(const volatile unsigned *bell) {
  unsigned v;
  asm volatile("{\n\t"
               ".reg .pred idle;\n\t"
               "$Lpoll:\n\t"
               "ld.volatile.global.u32 %0, [%1];\n\t"
               "setp.eq.u32 idle, %0, 0;\n\t"
               "nanosleep.u32 256;\n\t"
               "bra.uni $Lpoll;\n\t"
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
  __syncthreads(); // BUG: unreachable for thread 0, the poll loop never exits
  const float *in = batches + (size_t)blockIdx.x * 4096;
  for (unsigned i = threadIdx.x; i < n; i += blockDim.x)
    results[(size_t)blockIdx.x * 4096 + i] = in[i] * 2.0f;
  __syncthreads();
  if (threadIdx.x == 0)
    doorbells[blockIdx.x] = 0;
}
