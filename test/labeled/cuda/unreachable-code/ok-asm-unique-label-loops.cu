// EXPECT: clean
// Inline-PTX helpers with their own loops and `%=`-uniqued labels, inlined
// several times into one kernel (a spin-lock and a CAS-based float max):
// every label is branched to, and the code after each loop is reached by its
// exit branch.
__device__ __forceinline__ void spin_lock(int *l) {
  asm volatile("{\n\t.reg .pred got;\n\t.reg .b32 old;\n"
               "SPIN_%=:\n\t"
               "atom.global.cas.b32 old, [%0], 0, 1;\n\t"
               "setp.eq.b32 got, old, 0;\n\t"
               "@!got bra SPIN_%=;\n\t}" ::"l"(l)
               : "memory");
}
__device__ __forceinline__ void spin_unlock(int *l) {
  asm volatile("atom.global.exch.b32 _, [%0], 0;" ::"l"(l) : "memory");
}
__device__ __forceinline__ void atomic_fmax(float *a, float v) {
  asm volatile("{\n\t.reg .pred done;\n\t.reg .b32 cur, nxt, seen;\n\t.reg .f32 fc;\n\t"
               "ld.global.b32 cur, [%0];\n"
               "RETRY_%=:\n\t"
               "mov.b32 fc, cur;\n\t"
               "max.f32 fc, fc, %1;\n\t"
               "mov.b32 nxt, fc;\n\t"
               "atom.global.cas.b32 seen, [%0], cur, nxt;\n\t"
               "setp.eq.b32 done, seen, cur;\n\t"
               "mov.b32 cur, seen;\n\t"
               "@!done bra RETRY_%=;\n\t}" ::"l"(a),
               "f"(v)
               : "memory");
}
__global__ void stats(const float *__restrict__ x, float *__restrict__ mx, float *__restrict__ sum,
                      int *__restrict__ lock, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  float v = x[i];
  atomic_fmax(mx, v);
  atomic_fmax(mx + 1, -v);
  if ((threadIdx.x & 31) == 0) {
    spin_lock(lock);
    *sum += v;
    __threadfence();
    spin_unlock(lock);
  }
}
