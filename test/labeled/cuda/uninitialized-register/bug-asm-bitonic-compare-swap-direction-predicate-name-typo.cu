// EXPECT: uninitialized-register
// BUG: a shared-memory bitonic sort step in inline PTX. The direction of the
// compare-and-swap is computed into predicate `up` (bit k of the index is 0),
// but the swap condition is built from `dn`, a second predicate declared for
// the descending case and never set: `xor.pred sw, gt, dn` reads an undefined
// predicate, so pairs are swapped at random.
__global__ void bitonic_step(float *__restrict__ data, int j, int k) {
  __shared__ float s[1024];
  int t = threadIdx.x;
  s[t] = data[blockIdx.x * 1024 + t];
  __syncthreads();
  int p = t ^ j;
  if (p > t) {
    float a = s[t], b = s[p], lo, hi;
    asm("{\n\t.reg .pred up, dn, gt, sw;\n\t.reg .b32 bit;\n\t"
        "and.b32 bit, %4, %5;\n\t"
        "setp.eq.u32 up, bit, 0;\n\t"
        "setp.gt.f32 gt, %2, %3;\n\t"
        "xor.pred sw, gt, dn;\n\t"
        "selp.f32 %0, %3, %2, sw;\n\t"
        "selp.f32 %1, %2, %3, sw;\n\t}"
        : "=f"(lo), "=f"(hi)
        : "f"(a), "f"(b), "r"(t), "r"(k));
    s[t] = lo;
    s[p] = hi;
  }
  __syncthreads();
  data[blockIdx.x * 1024 + t] = s[t];
}
