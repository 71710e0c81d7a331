// EXPECT: clean
// A NaN check in inline PTX: setp.nan computes the predicate and a guarded
// trap stops only the threads that read a NaN.
__global__ void checked_norm_ok(const float *x, float *y, float inv, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  float v = x[i];
  asm volatile("{\n\t"
               ".reg .pred p;\n\t"
               "setp.nan.f32 p, %0, %0;\n\t"
               "@p trap;\n\t"
               "}" ::"f"(v));
  y[i] = v * inv;
}
