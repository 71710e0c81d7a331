// EXPECT: unreachable-code
// A spin lock acquired in inline PTX: the retry branch after the atom.cas
// was written `bra.uni` instead of `@p bra` (BUG), so the acquire loop never
// falls through and the critical section and the release after it are
// unreachable.
__device__ __forceinline__ void lock(int *m) {
  asm volatile("{\n\t.reg .pred p;\n\t.reg .b32 old;\n"
               "$Lacquire:\n\t"
               "atom.global.cas.b32 old, [%0], 0, 1;\n\t"
               "setp.ne.s32 p, old, 0;\n\t"
               "bra.uni $Lacquire;\n\t}" ::"l"(m)
               : "memory");
}

__global__ void add_locked(int *mutex, float *total, const float *x, int n) {
  __shared__ float part[256];
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  part[threadIdx.x] = i < n ? x[i] : 0.f;
  __syncthreads();
  if (threadIdx.x == 0) {
    float s = 0.f;
    for (int k = 0; k < blockDim.x; ++k)
      s += part[k];
    lock(mutex);
    *total += s;
    __threadfence();
    atomicExch(mutex, 0);
  }
}
