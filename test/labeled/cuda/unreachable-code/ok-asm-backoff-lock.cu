// EXPECT: clean
// ARCHS: sm_80 sm_90
// A spin lock with backoff in inline PTX: the CAS result decides whether to
// leave the loop; otherwise the thread sleeps and retries.
__device__ __forceinline__ void lock(int *m) {
  asm volatile("{\n\t"
               ".reg .pred p;\n\t"
               ".reg .b32 old;\n"
               "RETRY_%=:\n\t"
               "atom.global.cas.b32 old, [%0], 0, 1;\n\t"
               "setp.eq.u32 p, old, 0;\n\t"
               "@p bra.uni LOCKED_%=;\n\t"
               "nanosleep.u32 64;\n\t"
               "bra.uni RETRY_%=;\n"
               "LOCKED_%=:\n\t"
               "}" ::"l"(m)
               : "memory");
}
__global__ void locked_accumulate_ok(int *mutex, float *acc, const float *x) {
  float v = x[blockIdx.x * blockDim.x + threadIdx.x];
  if (threadIdx.x == 0) {
    lock(mutex);
    *acc += v;
    __threadfence();
    atomicExch(mutex, 0);
  }
}
