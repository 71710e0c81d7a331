// EXPECT: unreachable-code
// An out-of-line "abort this thread" helper that always runs inline-PTX exit;
// the caller calls it on every path and then still stores a result, which can
// never run.
__device__ __noinline__ void drop_thread() { asm volatile("exit;"); }
__global__ void legacy_path(const float *in, float *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  float v = in[i] * 0.5f;
  drop_thread();
  out[i] = v;
}
