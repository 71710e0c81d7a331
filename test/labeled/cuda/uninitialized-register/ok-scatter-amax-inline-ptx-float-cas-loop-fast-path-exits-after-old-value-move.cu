// EXPECT: clean
// PTXLINT-ARGS: --block-dim=256
// OK: scatter-reduce "amax" with arg tracking (index_reduce / segment max
// with argmax): a float atomic max as an inline-PTX CAS loop that returns
// the old value, so the caller knows whether it raised the maximum. The
// fast path (`old >= val`: nothing to do) branches to the label in front of
// `mov.b32 %0, old;`, so both the fast path and the CAS path set the
// result from `old` (the loaded or the last exchanged value).
__device__ __forceinline__ float atomic_max_float(float *addr, float val) {
  float prev;
  asm volatile("{\n\t.reg .pred p;\n\t.reg .b32 old, assumed, nv;\n\t"
               "ld.global.b32 old, [%1];\n"
               "$Lretry%=:\n\t"
               "setp.ge.f32 p, old, %2;\n\t"
               "@p bra $Ldone%=;\n\t"
               "mov.b32 assumed, old;\n\t"
               "mov.b32 nv, %2;\n\t"
               "atom.global.cas.b32 old, [%1], assumed, nv;\n\t"
               "setp.ne.b32 p, old, assumed;\n\t"
               "@p bra $Lretry%=;\n"
               "$Ldone%=:\n\t"
               "mov.b32 %0, old;\n\t}"
               : "=f"(prev) : "l"(addr), "f"(val) : "memory");
  return prev;
}
__global__ void __launch_bounds__(256)
scatter_amax(const float *__restrict__ src, const int *__restrict__ index,
             float *__restrict__ out, int *__restrict__ arg, int n, int D) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n * D) return;
  const int row = i / D, col = i % D;
  const float v = src[i];
  float *dst = out + (size_t)index[row] * D + col;
  const float prev = atomic_max_float(dst, v);
  if (prev < v) atomicExch(arg + (dst - out), row);
}
