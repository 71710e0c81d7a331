// EXPECT: misaligned-access
// PTXLINT-ARGS: --block-dim=8,32
// Transpose of a 32x32 tile through shared memory padded to 33 columns to
// avoid bank conflicts, with the write-out vectorised: each thread reads
// four consecutive floats of a shared row as one float4 (BUG): a padded row
// is 132 bytes, so rows other than multiples of four start 4, 8 or 12 bytes
// off a 16-byte boundary.
__global__ void transpose_f4(const float* __restrict__ in, float* __restrict__ out, int n) {
  __shared__ __align__(16) float tile[32][33];
  const int tx = threadIdx.x, ty = threadIdx.y;
  const int bx = blockIdx.x * 32, by = blockIdx.y * 32;
  for (int k = 0; k < 4; ++k) tile[tx * 4 + k][ty] = in[(size_t)(by + tx * 4 + k) * n + bx + ty];
  __syncthreads();
  const float4 v = *reinterpret_cast<const float4*>(&tile[ty][tx * 4]);  // BUG: row stride 132 bytes
  float* o = out + (size_t)(bx + ty) * n + by + tx * 4;
  o[0] = v.x; o[1] = v.y; o[2] = v.z; o[3] = v.w;
}
