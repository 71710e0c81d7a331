// EXPECT: clean
// The per-bucket inline-PTX spin lock with the CAS compare value set to 0
// and an exponential nanosleep back-off capped at 1024 ns. The loop's
// `@!busy bra` is the only way out, so nothing after the `bra.uni` back
// edge is dead, and every scoped register is written before it is read.
__device__ __forceinline__ void bucket_lock(int *m) {
  asm volatile("{\n\t"
               ".reg .b32 old, ns;\n\t"
               ".reg .pred busy, small;\n\t"
               "mov.b32 ns, 32;\n"
               "$Ltry:\n\t"
               "atom.global.cas.b32 old, [%0], 0, 1;\n\t"
               "setp.ne.s32 busy, old, 0;\n\t"
               "@!busy bra $Lgot;\n\t"
               "nanosleep.u32 ns;\n\t"
               "setp.lt.u32 small, ns, 1024;\n\t"
               "@small shl.b32 ns, ns, 1;\n\t"
               "bra.uni $Ltry;\n"
               "$Lgot:\n\t}" ::"l"(m)
               : "memory");
}
__global__ void bucket_add(int *locks, float2 *buckets, const int *keys, const float *vals, int n, int nb) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  int b = keys[i] % nb;
  for (int lane = 0; lane < 32; ++lane) {
    if ((threadIdx.x & 31) == lane) {
      bucket_lock(&locks[b]);
      float2 v = buckets[b];
      v.x += vals[i];
      v.y += 1.f;
      buckets[b] = v;
      __threadfence();
      atomicExch(&locks[b], 0);
    }
  }
}
