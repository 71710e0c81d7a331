// EXPECT: unreachable-code
// A NaN check in inline PTX: setp.nan computes the predicate, but the trap
// that should be guarded by it lost its `@p`, so every thread traps and the
// normalisation after it never runs.
__global__ void checked_norm(const float *x, float *y, float inv, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  float v = x[i];
  asm volatile("{\n\t"
               ".reg .pred p;\n\t"
               "setp.nan.f32 p, %0, %0;\n\t"
               "trap;\n\t"
               "}" ::"f"(v));
  y[i] = v * inv;
}
