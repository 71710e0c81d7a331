// EXPECT: unreachable-code
// Per-element dispatch on an opcode array. The "drop" opcode was meant to
// end the thread only for poisoned inputs, but the guard was lost when the
// case was rewritten with inline PTX: `exit` runs unconditionally and the
// fallback store written after it in the same case is dead (BUG).
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
    asm volatile("exit;"); // BUG: meant `if (isnan(v))`
    y[i] = 0.0f;           // never runs
    break;
  default:
    y[i] = -v;
    break;
  }
}
