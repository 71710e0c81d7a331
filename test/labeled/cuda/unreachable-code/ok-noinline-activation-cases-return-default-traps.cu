// EXPECT: clean
// Fused bias + activation epilogue with a __noinline__ activation helper:
// each case returns its value and only the default (an unknown kind) traps,
// so the store after each call is reachable.
enum Act { RELU = 0, GELU = 1, SILU = 2 };
__device__ __noinline__ float activate(float x, int kind) {
  switch (kind) {
  case RELU: return fmaxf(x, 0.f);
  case GELU: return 0.5f * x * (1.f + tanhf(0.79788456f * (x + 0.044715f * x * x * x)));
  case SILU: return x / (1.f + __expf(-x));
  default: __trap();
  }
  return x;
}
__global__ void bias_act(float *__restrict__ c, const float *__restrict__ bias, int n, int cols,
                         int kind) {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x)
    c[i] = activate(c[i] + bias[i % cols], kind);
}
