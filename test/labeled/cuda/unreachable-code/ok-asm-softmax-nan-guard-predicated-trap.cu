// EXPECT: clean
// Softmax epilogue with a debug guard: an inline-PTX block tests the row's
// normaliser for NaN and traps with `@p trap;`; finite rows go on to the
// normalised stores.
__global__ void softmax_epilogue(const float *e, const float *rowsum, float *p, int cols) {
  int row = blockIdx.x, c = threadIdx.x;
  float s = rowsum[row];
  asm volatile("{\n\t.reg .pred p;\n\t"
               "setp.nan.f32 p, %0, %0;\n\t"
               "@p trap;\n\t}" ::"f"(s));
  float inv = 1.f / s;
  for (int j = c; j < cols; j += blockDim.x)
    p[(size_t)row * cols + j] = e[(size_t)row * cols + j] * inv;
}
