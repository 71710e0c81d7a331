// EXPECT: clean
// The inline-PTX butterfly warp sum with its scoped accumulator loaded
// from the input operand first: `s` and `t` are each written before they
// are read, every lane of the warp runs the five full-mask shuffles (one
// row per warp, no lane leaves before them).
__device__ __forceinline__ float warp_sum_asm(float v) {
  float r;
  asm volatile("{\n\t"
               ".reg .f32 s, t;\n\t"
               "mov.f32 s, %1;\n\t"
               "shfl.sync.bfly.b32 t, s, 16, 0x1f, 0xffffffff;\n\t"
               "add.f32 s, s, t;\n\t"
               "shfl.sync.bfly.b32 t, s, 8, 0x1f, 0xffffffff;\n\t"
               "add.f32 s, s, t;\n\t"
               "shfl.sync.bfly.b32 t, s, 4, 0x1f, 0xffffffff;\n\t"
               "add.f32 s, s, t;\n\t"
               "shfl.sync.bfly.b32 t, s, 2, 0x1f, 0xffffffff;\n\t"
               "add.f32 s, s, t;\n\t"
               "shfl.sync.bfly.b32 t, s, 1, 0x1f, 0xffffffff;\n\t"
               "add.f32 %0, s, t;\n\t}"
               : "=f"(r)
               : "f"(v));
  return r;
}
__global__ void row_sums(const float *x, float *out, int cols) {
  int lane = threadIdx.x & 31;
  int row = blockIdx.x * (blockDim.x / 32) + threadIdx.x / 32;
  float s = 0.f;
  for (int c = lane; c < cols; c += 32)
    s += x[(size_t)row * cols + c];
  s = warp_sum_asm(s);
  if (lane == 0)
    out[row] = s;
}
