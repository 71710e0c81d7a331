// EXPECT: clean
// ARCHS: sm_80 sm_75 sm_90
// Float atomicMax for an fp8 amax tracker, written as an inline-PTX CAS
// loop: read the word, stop if it is already at least v, atom.cas, and exit
// when the CAS saw the expected value (@ok bra); otherwise take the value
// the CAS returned as the new expected value and retry. Every instruction
// of the loop is reachable: the retry path follows a predicated branch.
__device__ __forceinline__ void atomic_max_f32(float *addr, float v) {
  asm volatile("{\n\t.reg .pred ok, bigger;\n\t.reg .b32 old, want, got;\n\t.reg .f32 oldf;\n\t"
               "ld.global.b32 old, [%0];\n"
               "AMAX_RETRY%=:\n\t"
               "mov.b32 oldf, old;\n\t"
               "setp.ge.f32 bigger, oldf, %1;\n\t"
               "@bigger bra AMAX_DONE%=;\n\t"
               "mov.b32 want, %1;\n\t"
               "atom.global.cas.b32 got, [%0], old, want;\n\t"
               "setp.eq.b32 ok, got, old;\n\t"
               "@ok bra AMAX_DONE%=;\n\t"
               "mov.b32 old, got;\n\t"
               "bra.uni AMAX_RETRY%=;\n"
               "AMAX_DONE%=:\n\t}" ::"l"(addr),
               "f"(v)
               : "memory");
}
__global__ void amax_rows(const float *__restrict__ x, float *__restrict__ amax, int cols, int n) {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x)
    atomic_max_f32(&amax[i / cols], fabsf(x[i]));
}
