// EXPECT: unreachable-code
// Bellman-Ford style edge relaxation. A __noinline__ sanity helper is meant to
// abort the launch on a negative edge weight, but its guard lost its braces in
// a merge: `if (w < 0.f) printf(...); __trap();` (BUG) so the helper traps on
// every call, and everything the kernel does after calling it (the actual
// relaxation) can never run.
#include <cstdio>
__device__ __noinline__ void check_weight(float w, int e) {
  if (w < 0.f)
    printf("negative weight %f on edge %d\n", w, e);
    __trap();  // BUG: not under the if
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
    atomicMin(&dist_bits[dst[e]], __float_as_int(du + we));  // non-negative floats order as ints
    *changed = 1;
  }
}
