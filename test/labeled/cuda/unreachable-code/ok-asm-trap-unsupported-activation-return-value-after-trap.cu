// EXPECT: clean
// ARCHS: sm_80 sm_75 sm_90
// Fused bias + activation epilogue with a runtime activation id. Unknown ids
// abort the launch with an inline-PTX `trap` (the project's FATAL() macro,
// written as asm so that it also works in host-device code), in an inlined
// helper and in a __noinline__ one. asm is not known to the compiler as
// non-returning, so C++ still needs a `return` after it: nvcc (-G keeps
// them) emits the copies of the returned value, the store of the .func's
// return parameter and the `ret` behind the trap, and the caller's read of
// the call's return value behind the call. Those are the compiler's
// leftovers of a correct program, not code the author wrote dead.
__device__ __noinline__ float unsupported_activation(float x, int kind) {
  asm volatile("trap;");
  return x;
}
__device__ __forceinline__ float activation(float x, int kind) {
  if (kind == 0)
    return fmaxf(x, 0.f);
  if (kind == 1)
    return x / (1.f + __expf(-x));
  if (kind == 2)
    return 0.5f * x * (1.f + tanhf(0.7978845608f * (x + 0.044715f * x * x * x)));
  asm volatile("trap;");
  return x;
}
__global__ void bias_act(float *__restrict__ y, const float *__restrict__ bias, int kind, int cols,
                         int n) {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x) {
    float v = y[i] + bias[i % cols];
    y[i] = kind <= 2 ? activation(v, kind) : unsupported_activation(v, kind);
  }
}
