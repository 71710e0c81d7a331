// EXPECT: uninitialized-register
// BUG: Kahan summation over a grid-stride loop with the compensation term kept
// in a register declared inside the inline-asm block. A `{ }` scope's
// register is a new one each time control enters the block, so `c` is read
// before any write on every trip: it was meant to be an in/out operand.
__global__ void kahan_sum(const float *__restrict__ x, float *__restrict__ partial, int n) {
  float sum = 0.f;
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x) {
    asm("{\n\t.reg .f32 c, y, t;\n\t"
        "sub.f32 y, %1, c;\n\t"
        "add.f32 t, %0, y;\n\t"
        "sub.f32 c, t, %0;\n\t"
        "sub.f32 c, c, y;\n\t"
        "mov.f32 %0, t;\n\t}"
        : "+f"(sum)
        : "f"(x[i]));
  }
  partial[blockIdx.x * blockDim.x + threadIdx.x] = sum;
}
