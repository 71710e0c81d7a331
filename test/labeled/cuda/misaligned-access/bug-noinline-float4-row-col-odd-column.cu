// EXPECT: misaligned-access
// An out-of-line helper reading a float4 at element (row, col) of a matrix
// of 64-float rows: p + row * 64 + col. The caller means to read column
// block lane but skips a two-float row label: col = 4 * lane + 2, so every
// float4 read is 8 bytes past a 16-byte boundary.
__device__ __noinline__ float4 load4_rc(const float *p, int row, int col) {
  return *reinterpret_cast<const float4 *>(p + row * 64 + col);
}
__global__ void row_sums(const float *m, float *out, int rows) {
  int lane = threadIdx.x % 8;
  int row = (blockIdx.x * blockDim.x + threadIdx.x) / 8;
  if (row >= rows)
    return;
  float4 v = load4_rc(m, row, 4 * lane + 2);
  out[row * 8 + lane] = v.x + v.y + v.z + v.w;
}
