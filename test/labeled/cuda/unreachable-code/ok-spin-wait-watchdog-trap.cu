// EXPECT: clean
// Inter-block handoff: a consumer block spins on a ready flag written by a
// producer block, with a watchdog that traps (inline PTX, so release builds
// keep it) if the flag has not appeared after ~2^26 polls, turning a hang into
// a launch error. The trap sits inside the spin loop under the timeout test;
// the loop's normal exit leads to the consumer's work. (`data` is not
// `const __restrict__`: the producer writes it during this launch, so it must
// not be read through the non-coherent ld.global.nc path.)
__global__ void consume_after_flag(volatile int *__restrict__ flag, const float *data,
                                   float *__restrict__ out, int n) {
  if (threadIdx.x == 0) {
    unsigned polls = 0;
    while (*flag == 0) {
      if (++polls == (1u << 26))
        asm volatile("trap;");
      __nanosleep(64);
    }
    __threadfence();
  }
  __syncthreads();
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x)
    out[i] = 2.f * data[i];
}
