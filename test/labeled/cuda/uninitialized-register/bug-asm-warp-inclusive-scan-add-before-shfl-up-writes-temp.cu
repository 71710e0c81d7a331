// EXPECT: uninitialized-register
// PTXLINT-ARGS: --block-dim=128
// Warp inclusive scan in inline PTX, one shfl.up step per offset. In the first
// step the add was moved above the shuffle while reordering for latency: it
// reads the scratch register t before any shfl has written it.
__device__ __forceinline__ float warp_scan(float v) {
  float r;
  asm("{\n\t.reg .f32 t;\n\t.reg .pred p;\n\t"
      "mov.f32 %0, %1;\n\t"
      "@p add.f32 %0, %0, t;\n\t"
      "shfl.sync.up.b32 t|p, %0, 1, 0, -1;\n\t"
      "shfl.sync.up.b32 t|p, %0, 2, 0, -1;\n\t"
      "@p add.f32 %0, %0, t;\n\t"
      "shfl.sync.up.b32 t|p, %0, 4, 0, -1;\n\t"
      "@p add.f32 %0, %0, t;\n\t"
      "shfl.sync.up.b32 t|p, %0, 8, 0, -1;\n\t"
      "@p add.f32 %0, %0, t;\n\t"
      "shfl.sync.up.b32 t|p, %0, 16, 0, -1;\n\t"
      "@p add.f32 %0, %0, t;\n\t}"
      : "=f"(r) : "f"(v));
  return r;
}
__global__ void scan_rows(const float *__restrict__ x, float *__restrict__ y) {
  const int i = blockIdx.x * 128 + threadIdx.x;
  y[i] = warp_scan(x[i]);
}
