// EXPECT: clean
// PTXLINT-ARGS: --block-dim=8,32
// Transpose of a 32x32 tile through shared memory padded to 36 columns: a
// padded row is 144 bytes, a multiple of 16, so the float4 reads of four
// consecutive floats at column tx * 4 stay 16-byte aligned on every row; the
// global side is written as scalars.
__global__ void transpose_f4_ok(const float* __restrict__ in, float* __restrict__ out, int n) {
  __shared__ __align__(16) float tile[32][36];
  const int tx = threadIdx.x, ty = threadIdx.y;
  const int bx = blockIdx.x * 32, by = blockIdx.y * 32;
  for (int k = 0; k < 4; ++k) tile[tx * 4 + k][ty] = in[(size_t)(by + tx * 4 + k) * n + bx + ty];
  __syncthreads();
  const float4 v = *reinterpret_cast<const float4*>(&tile[ty][tx * 4]);
  float* o = out + (size_t)(bx + ty) * n + by + tx * 4;
  o[0] = v.x; o[1] = v.y; o[2] = v.z; o[3] = v.w;
}
