// EXPECT: clean
// Bellman-Ford style edge relaxation with a __noinline__ sanity helper that
// aborts the launch only when an edge weight is negative (the trap is inside
// the braces of its guard), so the relaxation after the call is live.
#include <cstdio>
__device__ __noinline__ void check_weight(float w, int e) {
  if (w < 0.f) {
    printf("negative weight %f on edge %d\n", w, e);
    __trap();
  }
}
__global__ void relax_edges(const int *__restrict__ src, const int *__restrict__ dst,
                            const float *__restrict__ w, int *__restrict__ dist_bits,
                            int *__restrict__ changed, int m) {
  const int e = blockIdx.x * blockDim.x + threadIdx.x;
  if (e >= m)
    return;
  const float we = w[e];
  check_weight(we, e);
  const float du = __int_as_float(dist_bits[src[e]]);
  if (du + we < __int_as_float(dist_bits[dst[e]])) {
    atomicMin(&dist_bits[dst[e]], __float_as_int(du + we));
    *changed = 1;
  }
}
