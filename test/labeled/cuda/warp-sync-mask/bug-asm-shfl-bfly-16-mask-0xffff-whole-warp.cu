// EXPECT: warp-sync-mask
// PTXLINT-ARGS: --block-dim=128
// Butterfly sum over a whole warp in inline PTX. The first step (xor 16) was
// copied from a half-warp version and kept its member mask 0xffff, but all 32
// lanes execute it and lanes 0-15 read from lanes 16-31, which the mask does
// not name.
__device__ __forceinline__ float warp_sum(float v) {
  float r;
  asm volatile("{\n\t.reg .f32 t;\n\t"
               "shfl.sync.bfly.b32 t, %1, 16, 0x1f, 0xffff;\n\t"
               "add.f32 %0, %1, t;\n\t"
               "shfl.sync.bfly.b32 t, %0, 8, 0x1f, -1;\n\t"
               "add.f32 %0, %0, t;\n\t"
               "shfl.sync.bfly.b32 t, %0, 4, 0x1f, -1;\n\t"
               "add.f32 %0, %0, t;\n\t"
               "shfl.sync.bfly.b32 t, %0, 2, 0x1f, -1;\n\t"
               "add.f32 %0, %0, t;\n\t"
               "shfl.sync.bfly.b32 t, %0, 1, 0x1f, -1;\n\t"
               "add.f32 %0, %0, t;\n\t}"
               : "=f"(r) : "f"(v));
  return r;
}
__global__ void row_sums(const float *__restrict__ x, float *__restrict__ y) {
  const int row = blockIdx.x * 4 + threadIdx.x / 32;
  const float s = warp_sum(x[row * 32 + threadIdx.x % 32]);
  if (threadIdx.x % 32 == 0)
    y[row] = s;
}
