// EXPECT: clean
// A bitonic compare-exchange step in inline PTX with a predicate and a
// scratch register: t is written by the min before anything reads it.
__device__ __forceinline__ void cmpx(float a, float b, bool up, float &lo,
                                     float &hi) {
  asm("{\n\t.reg .f32 t;\n\t.reg .pred p;\n\t"
      "setp.ne.u32 p, %4, 0;\n\t"
      "min.f32 t, %2, %3;\n\t"
      "max.f32 %1, %2, %3;\n\t"
      "mov.f32 %0, t;\n\t"
      "@!p mov.f32 %0, %1;\n\t"
      "@!p mov.f32 %1, t;\n\t}"
      : "=f"(lo), "=f"(hi)
      : "f"(a), "f"(b), "r"((unsigned)up));
}
__global__ void sort_pairs(float2 *v) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  float2 p = v[i];
  float lo, hi;
  cmpx(p.x, p.y, (i & 1) == 0, lo, hi);
  v[i] = make_float2(lo, hi);
}
