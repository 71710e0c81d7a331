// EXPECT: barrier-misuse
// PTXLINT-ARGS: --block-dim=96
// Two independent row reductions per block, one per half block, each half
// synchronising on its own named barrier (1 and 2) with BLOCK / 2 threads.
// Written for BLOCK = 128 and 256, where a half is whole warps. BUG: the
// kernel was later instantiated for BLOCK = 96 (rows of 48): BLOCK / 2 = 48
// is not a multiple of the warp size, and the middle warp straddles both
// halves, so bar.sync 1, 48 / bar.sync 2, 48 are invalid.
template <int BLOCK>
__device__ __forceinline__ void half_sync(int half) {
  asm volatile("bar.sync %0, %1;" ::"r"(1 + half), "r"(BLOCK / 2) : "memory");
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
template __global__ void two_rows<96>(const float *, float *, int);
