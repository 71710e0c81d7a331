// EXPECT: clean
// ARCHS: sm_80 sm_90a
// MODES: O3 G
// PTXLINT-ARGS: --block-dim=128
// Masked load with an "other" value, Triton-style (tl.load(ptr, mask,
// other=-inf)), written as inline PTX: the scratch register `v` is written
// by the predicated load when the mask holds and by a predicated mov when it
// does not, so every path writes it before the max reads it.
__device__ __forceinline__ float masked_max(const float *p, bool in_bounds, float m) {
  float r;
  asm volatile("{\n\t.reg .pred q;\n\t.reg .f32 v;\n\t"
               "setp.ne.b32 q, %2, 0;\n\t"
               "@q ld.global.nc.f32 v, [%1];\n\t"
               "@!q mov.f32 v, 0fFF800000;\n\t"
               "max.f32 %0, %3, v;\n\t}"
               : "=f"(r)
               : "l"(p), "r"((int)in_bounds), "f"(m));
  return r;
}
__global__ void __launch_bounds__(128) row_max(const float *__restrict__ x, float *__restrict__ out, int cols) {
  const float *xr = x + (size_t)blockIdx.x * cols;
  float m = -INFINITY;
  for (int base = 0; base < cols; base += 128) {
    const int c = base + threadIdx.x;
    m = masked_max(xr + min(c, cols - 1), c < cols, m);
  }
  for (int o = 16; o > 0; o >>= 1)
    m = fmaxf(m, __shfl_xor_sync(0xffffffffu, m, o));
  if ((threadIdx.x & 31) == 0)
    atomicMax(reinterpret_cast<int *>(out) + blockIdx.x, __float_as_int(fmaxf(m, 0.f)));
}
