// EXPECT: uninitialized-register
// A per-bucket spin lock taken in inline PTX with a __nanosleep-style back
// off. The compare value of the atom.cas is the scoped register `unlocked`,
// declared next to `locked` but never set (BUG: only `mov.b32 locked, 1;`
// is there): the CAS compares against whatever the register holds, so the
// lock may never be taken or be taken while held.
__device__ __forceinline__ void bucket_lock(int *m) {
  asm volatile("{\n\t"
               ".reg .b32 unlocked, locked, old, ns;\n\t"
               ".reg .pred busy;\n\t"
               "mov.b32 locked, 1;\n\t"
               "mov.b32 ns, 32;\n"
               "$Ltry:\n\t"
               "atom.global.cas.b32 old, [%0], unlocked, locked;\n\t"
               "setp.ne.s32 busy, old, unlocked;\n\t"
               "@!busy bra $Lgot;\n\t"
               "nanosleep.u32 ns;\n\t"
               "bra.uni $Ltry;\n"
               "$Lgot:\n\t}" ::"l"(m)
               : "memory");
}
__global__ void bucket_add(int *locks, float2 *buckets, const int *keys, const float *vals, int n, int nb) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  int b = keys[i] % nb;
  // one thread per warp at a time takes a lock, so lanes do not spin on
  // each other's lock
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
