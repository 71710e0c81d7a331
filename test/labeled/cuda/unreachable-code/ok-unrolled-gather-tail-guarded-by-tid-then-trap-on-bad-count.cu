// EXPECT: clean
// PTXLINT-ARGS: --block-dim=128
// Gather of `count` rows per block, unrolled four at a time by
// #pragma unroll, with the tail rows taken by the threads whose index is
// below the remainder; a count above the table's capacity is a caller error
// and traps first. The trap is guarded and everything after it is reached.
__global__ void gather_rows(const float* __restrict__ table, const int* __restrict__ idx, float* __restrict__ out,
                            int count, int cap) {
  if (count > cap) __trap();
  const int full = count / 4 * 4;
#pragma unroll 4
  for (int r = 0; r < full; ++r) out[((size_t)blockIdx.x * cap + r) * 128 + threadIdx.x] = table[(size_t)idx[r] * 128 + threadIdx.x];
  const int rem = count - full;
  if ((int)(threadIdx.x >> 5) < rem) {
    const int r = full + (threadIdx.x >> 5);
    for (int c = threadIdx.x & 31; c < 128; c += 32)
      out[((size_t)blockIdx.x * cap + r) * 128 + c] = table[(size_t)idx[r] * 128 + c];
  }
}
