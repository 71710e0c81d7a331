// EXPECT: clean
// The same interpreter with a default case: `r` is assigned on every path.
__global__ void interp(const int *op, const float *a, float *out) {
  float x = a[threadIdx.x], r;
  switch (op[threadIdx.x]) {
  case 0: r = x + 1.f; break;
  case 1: r = x * 2.f; break;
  case 2: r = -x; break;
  default: r = 0.f; break;
  }
  float y;
  asm("mul.rn.f32 %0, %1, 0f3F000000;" : "=f"(y) : "f"(r));
  out[threadIdx.x] = y;
}
