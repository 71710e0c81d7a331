// EXPECT: unreachable-code
// A debugging `exit` left at the end of a loop body: the loop's increment and
// back edge, and the final store, can never run.
__global__ void accumulate(const float *in, float *out, int n) {
  float acc = 0.f;
  for (int i = threadIdx.x; i < n; i += blockDim.x) {
    acc += in[i];
    asm volatile("exit;");
  }
  out[threadIdx.x] = acc;
}
