// EXPECT: uninitialized-register
// int8 GEMV inner loop with dp4a in inline PTX, the accumulator passed as a
// read-write ("+r") operand so each step adds into it. BUG: `acc` is
// declared without `= 0`; the first dp4a reads it as its addend, so the
// PTX reads a register that nothing has written.
#include <cstdint>
template <int K4>
__global__ void gemv_i8(const int *__restrict__ W, const int *__restrict__ x, int *__restrict__ y,
                        int rows) {
  const int row = blockIdx.x * blockDim.x + threadIdx.x;
  if (row >= rows)
    return;
  int acc;  // BUG: never zeroed
#pragma unroll 4
  for (int k = 0; k < K4; ++k)
    asm("dp4a.s32.s32 %0, %1, %2, %0;" : "+r"(acc) : "r"(W[(size_t)row * K4 + k]), "r"(x[k]));
  y[row] = acc;
}
template __global__ void gemv_i8<64>(const int *, const int *, int *, int);
