// EXPECT: clean
// PTXLINT-ARGS: --block-dim=128
// Rows of 68 floats: a count padded to four floats, then 64 values. The
// hand-written vector load starts at element 4 of a row, so row * 68 + 4 + 4j
// floats is a multiple of 16 bytes for ld.global.nc.v4.f32.
__global__ void row_means(const float *__restrict__ rows, float *__restrict__ mean) {
  const int row = blockIdx.x * 8 + threadIdx.x / 16;
  const int j = threadIdx.x % 16;
  const float *p = rows + (size_t)row * 68 + 4 + 4 * j;
  float a, b, c, d;
  asm("ld.global.nc.v4.f32 {%0, %1, %2, %3}, [%4];"
      : "=f"(a), "=f"(b), "=f"(c), "=f"(d) : "l"(p));
  float s = a + b + c + d;
  for (int o = 8; o > 0; o >>= 1)
    s += __shfl_xor_sync(0xffffffffu, s, o, 16);
  if (j == 0)
    mean[row] = s / rows[(size_t)row * 68];
}
