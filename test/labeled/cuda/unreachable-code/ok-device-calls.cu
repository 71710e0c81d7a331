// EXPECT: clean
// Recursion, non-inlined calls and a loop with break/continue: code that
// looks odd but where every block is reachable.
__device__ __noinline__ int fib(int n) { return n < 2 ? n : fib(n - 1) + fib(n - 2); }
__global__ void mixed(const int *in, int *out, int n) {
  int acc = 0;
  for (int i = 0; i < n; ++i) {
    int v = in[i];
    if (v < 0)
      continue;
    if (v > 1000)
      break;
    acc += fib(v & 15);
  }
  out[threadIdx.x] = acc;
}
