// EXPECT: clean
// Dropout with an inline-PTX apply step: the keep threshold is copied into
// the scratch register `t` before the random word is compared with it.
__device__ __forceinline__ float dropout_apply(float x, unsigned r, unsigned thresh, float scale) {
  float y;
  asm("{\n\t"
      ".reg .u32 t;\n\t"
      ".reg .pred keep;\n\t"
      "mov.u32 t, %2;\n\t"
      "setp.ge.u32 keep, %1, t;\n\t"
      "selp.f32 %0, %3, 0f00000000, keep;\n\t"
      "mul.f32 %0, %0, %4;\n\t"
      "}"
      : "=f"(y)
      : "r"(r), "r"(thresh), "f"(x), "f"(scale));
  return y;
}
__global__ void dropout_asm_thr_set(const float *x, float *y, unsigned seed, unsigned thresh, float scale,
                    int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    unsigned h = (unsigned)i * 0x9E3779B9u ^ seed;
    h ^= h >> 16;
    h *= 0x85EBCA6Bu;
    h ^= h >> 13;
    y[i] = dropout_apply(x[i], h, thresh, scale);
  }
}
