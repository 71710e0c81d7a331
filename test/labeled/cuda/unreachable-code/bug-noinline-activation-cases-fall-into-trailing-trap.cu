// EXPECT: unreachable-code
// Fused bias + activation epilogue with a __noinline__ activation helper (kept
// out of line to limit register pressure in the GEMM). Each case computes the
// activation into `x` and `break`s, and the trailing __trap() meant for an
// unknown kind is outside the switch with no `return x;` before it (BUG):
// every path through the helper ends in the trap, so the store after each
// call in the kernel can never execute.
enum Act { RELU = 0, GELU = 1, SILU = 2 };
__device__ __noinline__ float activate(float x, int kind) {
  switch (kind) {
  case RELU: x = fmaxf(x, 0.f); break;
  case GELU: x = 0.5f * x * (1.f + tanhf(0.79788456f * (x + 0.044715f * x * x * x))); break;
  case SILU: x = x / (1.f + __expf(-x)); break;
  }
  __trap();  // BUG: meant for the default case only; there is no `return x;`
}
__global__ void bias_act(float *__restrict__ c, const float *__restrict__ bias, int n, int cols,
                         int kind) {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x)
    c[i] = activate(c[i] + bias[i % cols], kind);
}
