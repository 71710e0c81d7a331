// EXPECT: clean
// Per-element dispatch on an opcode array; the "drop" opcode ends the thread
// with inline PTX `exit` only for NaN inputs (a predicated exit), and stores
// 0 otherwise.
__global__ void apply_ops(const int *__restrict__ ops, const float *__restrict__ x,
                          float *__restrict__ y, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  float v = x[i];
  switch (ops[i]) {
  case 0:
    y[i] = v;
    break;
  case 1:
    y[i] = v * v;
    break;
  case 2:
    y[i] = fmaxf(v, 0.0f);
    break;
  case 3:
    asm volatile("{\n\t.reg .pred nan;\n\tsetp.nan.f32 nan, %0, %0;\n\t@nan exit;\n\t}" ::"f"(v));
    y[i] = 0.0f;
    break;
  default:
    y[i] = -v;
    break;
  }
}
