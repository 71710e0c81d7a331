// EXPECT: unreachable-code
// A trap meant to be conditional (the check was moved into the asm) kills
// every thread; the code after it never runs.
__global__ void checked_div(const int *a, const int *b, int *q) {
  int d = b[threadIdx.x];
  asm volatile("trap;");
  q[threadIdx.x] = a[threadIdx.x] / d;
}
