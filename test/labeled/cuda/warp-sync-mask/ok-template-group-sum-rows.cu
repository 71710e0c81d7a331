// EXPECT: clean
// A templated segmented reduction over groups of G consecutive lanes, one
// group per row of G elements. A row past the end is skipped by its whole
// group, and each shuffle names exactly the lanes of the caller's own group,
// so every lane a mask names executes the shuffle.
template <int G> __device__ __forceinline__ float group_sum(float v) {
  unsigned lane = threadIdx.x % 32;
  unsigned mask = (G == 32 ? 0xffffffffu : ((1u << (G % 32)) - 1)) << (lane / G * G);
  for (int o = G / 2; o > 0; o >>= 1)
    v += __shfl_xor_sync(mask, v, o);
  return v;
}

template <int G> __global__ void __launch_bounds__(256) small_rows(const float *m, float *out, int rows) {
  int row = (blockIdx.x * 256 + threadIdx.x) / G;
  int c = threadIdx.x % G;
  if (row >= rows)
    return;
  float v = group_sum<G>(m[row * G + c]);
  if (c == 0)
    out[row] = v;
}

template __global__ void small_rows<8>(const float *, float *, int);
template __global__ void small_rows<16>(const float *, float *, int);
