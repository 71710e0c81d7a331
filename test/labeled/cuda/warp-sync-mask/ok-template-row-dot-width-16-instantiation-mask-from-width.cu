// EXPECT: clean
// OK: the row-dot-product template with its shuffle mask derived from the
// template parameter: the 16-wide instantiation folds in lanes 0-15 with the
// mask 0x0000ffff, exactly the lanes that run the folds under `lane < 16`
// (warps are whole: a row per warp, `row >= rows` the same in all 32 lanes);
// the later ballot runs in the whole warp.
template <int kWidth>
__global__ void row_dot(const float *__restrict__ a, const float *__restrict__ b, float *__restrict__ out,
                        unsigned *__restrict__ nonzero_rows, int rows) {
  constexpr unsigned kMask = kWidth == 32 ? 0xffffffffu : (1u << kWidth) - 1u;
  int lane = threadIdx.x & 31;
  int row = (blockIdx.x * blockDim.x + threadIdx.x) >> 5;
  if (row >= rows)
    return;
  float p = 0.f;
  if (lane < kWidth) {
    p = a[(size_t)row * kWidth + lane] * b[(size_t)row * kWidth + lane];
#pragma unroll
    for (int o = kWidth / 2; o > 0; o >>= 1)
      p += __shfl_xor_sync(kMask, p, o, kWidth);
    if (lane == 0)
      out[row] = p;
  }
  unsigned nz = __ballot_sync(0xffffffffu, lane == 0 && p != 0.f);
  if (lane == 0 && nz)
    atomicAdd(nonzero_rows, 1u);
}
template __global__ void row_dot<16>(const float *__restrict__, const float *__restrict__, float *__restrict__,
                                     unsigned *__restrict__, int);
