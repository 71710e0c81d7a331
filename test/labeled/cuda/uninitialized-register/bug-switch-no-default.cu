// EXPECT: uninitialized-register
// A switch over an opcode read from memory with no default: for any other
// opcode `r` is never assigned, and the hand-written asm epilogue reads it.
__global__ void interp(const int *op, const float *a, float *out) {
  float x = a[threadIdx.x], r;
  switch (op[threadIdx.x]) {
  case 0: r = x + 1.f; break;
  case 1: r = x * 2.f; break;
  case 2: r = -x; break;
  }
  float y;
  asm("mul.rn.f32 %0, %1, 0f3F000000;" : "=f"(y) : "f"(r));
  out[threadIdx.x] = y;
}
