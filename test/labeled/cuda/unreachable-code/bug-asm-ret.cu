// EXPECT: unreachable-code
// An early `ret` in inline PTX inside a device function: the rest of the
// kernel after the inlined call is dead.
__device__ __forceinline__ void stop() { asm volatile("ret;"); }
__global__ void half_done(float *x, float *y) {
  x[threadIdx.x] = 1.f;
  stop();
  y[threadIdx.x] = 2.f;
}
