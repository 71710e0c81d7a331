// EXPECT: unreachable-code
// A non-inlined helper with a `ret` left in its inline PTX from debugging:
// the clamp and the store after it in the helper never run.
__device__ __noinline__ void store_clamped(float *p, float v, float hi) {
  asm volatile("ret;");
  v = fminf(v, hi);
  *p = v;
}
__global__ void clamp_all(float *x, float hi) {
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  store_clamped(x + i, x[i] * 2.f, hi);
}
