// EXPECT: unreachable-code
// PTXLINT-ARGS: --block-dim=128
// A kernel template over the vector width supports only V = 4 and calls a
// __noinline__ "unsupported configuration" helper that traps otherwise; the
// host code instantiates it with V = 2, so in that instantiation the call is
// unconditional and the whole body after it is dead.
__device__ __noinline__ void unsupported_width() { asm volatile("trap;"); }
template <int V>
__global__ void __launch_bounds__(128) scale_vec(const float *in, float *out, float a, int n) {
  if constexpr (V != 4)
    unsupported_width();
  int i = (blockIdx.x * 128 + threadIdx.x) * V;
  if (i + V <= n)
    for (int j = 0; j < V; ++j)
      out[i + j] = a * in[i + j];
}
template __global__ void scale_vec<2>(const float *, float *, float, int);
