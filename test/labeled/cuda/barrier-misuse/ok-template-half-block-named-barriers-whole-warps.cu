// EXPECT: clean
// PTXLINT-ARGS: --block-dim=128
// Two row reductions per block, one per half, each half on its own named
// barrier with BLOCK / 2 threads; a static_assert keeps the halves whole
// warps, and the only instantiation is BLOCK = 128 (halves of 64, warps 0-1
// and 2-3), so both bar.sync 1, 64 and bar.sync 2, 64 see exactly their 64
// threads.
template <int BLOCK>
__device__ __forceinline__ void half_sync(int half) {
  static_assert((BLOCK / 2) % 32 == 0, "each half must be whole warps");
  asm volatile("bar.sync %0, %1;" ::"r"(1 + half), "n"(BLOCK / 2) : "memory");
}
template <int BLOCK>
__global__ void __launch_bounds__(BLOCK)
two_rows(const float *__restrict__ x, float *__restrict__ y, int ncols) {
  constexpr int HALF = BLOCK / 2;
  __shared__ float red[2][HALF];
  const int half = threadIdx.x / HALF, t = threadIdx.x % HALF;
  const float *row = x + (size_t)(blockIdx.x * 2 + half) * ncols;
  float s = 0.f;
  for (int c = t; c < ncols; c += HALF)
    s += row[c];
  red[half][t] = s;
  half_sync<BLOCK>(half);
  if (t == 0) {
    float tot = 0.f;
    for (int k = 0; k < HALF; ++k)
      tot += red[half][k];
    y[blockIdx.x * 2 + half] = tot;
  }
}
template __global__ void two_rows<128>(const float *, float *, int);
