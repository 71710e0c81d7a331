// EXPECT: clean
// PTXLINT-ARGS: --block-dim=128
// A kernel template over the vector width calls a __noinline__ trapping
// helper only when the run-time length is not a multiple of the width: the
// body after the call is reachable whenever n % V == 0.
__device__ __noinline__ void unsupported_width() { asm volatile("trap;"); }
template <int V>
__global__ void __launch_bounds__(128) scale_vec(const float *in, float *out, float a, int n) {
  if (n % V != 0)
    unsupported_width();
  int i = (blockIdx.x * 128 + threadIdx.x) * V;
  if (i + V <= n)
    for (int j = 0; j < V; ++j)
      out[i + j] = a * in[i + j];
}
template __global__ void scale_vec<2>(const float *, float *, float, int);
