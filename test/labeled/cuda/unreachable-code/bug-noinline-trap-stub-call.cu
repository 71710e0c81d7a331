// EXPECT: unreachable-code
// A dtype dispatch whose fp64 path was stubbed out with a helper that always
// traps ("not implemented"); the kernel still writes its result after calling
// it, and that store can never run.
__device__ __noinline__ void not_implemented() { asm volatile("trap;"); }
__global__ void convert_f64(const double *in, float *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  double v = in[i];
  not_implemented();
  out[i] = (float)v;
}
