// EXPECT: uninitialized-register
// A bitonic compare-exchange step in inline PTX: the min goes to lo and the
// max to hi, but the max reads the scratch register t (meant for a swap that
// was later removed) instead of b.
__device__ __forceinline__ void cmpx(float a, float b, float &lo, float &hi) {
  asm("{\n\t.reg .f32 t;\n\t"
      "min.f32 %0, %2, %3;\n\t"
      "max.f32 %1, %2, t;\n\t}"
      : "=f"(lo), "=f"(hi)
      : "f"(a), "f"(b));
}
__global__ void sort_pairs(float2 *v) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  float2 p = v[i];
  float lo, hi;
  cmpx(p.x, p.y, lo, hi);
  v[i] = make_float2(lo, hi);
}
