// EXPECT: misaligned-access
// PTXLINT-ARGS: --block-dim=128
// Rows of 65 floats: a count followed by 64 values. The hand-written vector
// load skips the count by starting at element 1 and reads the values with
// ld.global.nc.v4.f32, whose address must be 16-byte aligned; row * 65 + 1 + 4j
// floats is 4 bytes past a 16-byte boundary on row 0 and off on most others.
__global__ void row_means(const float *__restrict__ rows, float *__restrict__ mean) {
  const int row = blockIdx.x * 8 + threadIdx.x / 16;
  const int j = threadIdx.x % 16;
  const float *p = rows + (size_t)row * 65 + 1 + 4 * j;
  float a, b, c, d;
  asm("ld.global.nc.v4.f32 {%0, %1, %2, %3}, [%4];"
      : "=f"(a), "=f"(b), "=f"(c), "=f"(d) : "l"(p));
  float s = a + b + c + d;
  for (int o = 8; o > 0; o >>= 1)
    s += __shfl_xor_sync(0xffffffffu, s, o, 16);
  if (j == 0)
    mean[row] = s / rows[(size_t)row * 65];
}
