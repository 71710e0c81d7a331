// EXPECT: clean
// Row means with one warp per row; the butterfly reduction and the final
// scaling are hand-written PTX. The jump over the mul is taken only when the
// scale is exactly 1 (a sum was requested), so the mul is reachable.
__device__ __forceinline__ float warp_mean(float v, float scale) {
  asm volatile("{\n\t"
               ".reg .f32 t;\n\t"
               ".reg .u32 off;\n\t"
               ".reg .pred p, q;\n\t"
               "mov.u32 off, 16;\n"
               "RED_LOOP:\n\t"
               "shfl.sync.bfly.b32 t, %0, off, 0x1f, 0xffffffff;\n\t"
               "add.f32 %0, %0, t;\n\t"
               "shr.u32 off, off, 1;\n\t"
               "setp.ne.u32 p, off, 0;\n\t"
               "@p bra RED_LOOP;\n\t"
               "setp.eq.f32 q, %1, 0f3F800000;\n\t"
               "@q bra RED_DONE;\n\t"
               "mul.f32 %0, %0, %1;\n"
               "RED_DONE:\n\t"
               "}"
               : "+f"(v)
               : "f"(scale));
  return v;
}
__global__ void row_mean(const float *x, float *mean, int cols, float inv_cols) {
  const int row = blockIdx.x * (blockDim.x / 32) + threadIdx.x / 32;
  const int lane = threadIdx.x % 32;
  float s = 0.f;
  for (int c = lane; c < cols; c += 32)
    s += x[(size_t)row * cols + c];
  s = warp_mean(s, inv_cols);
  if (lane == 0)
    mean[row] = s;
}
