// EXPECT: clean
// The usual early exit: a guarded `exit` in inline PTX.
__global__ void tail(float *x, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    asm volatile("exit;");
  x[i] *= 2.f;
}
