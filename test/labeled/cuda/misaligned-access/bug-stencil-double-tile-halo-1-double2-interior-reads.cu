// EXPECT: misaligned-access
// PTXLINT-ARGS: --block-dim=128
// A double-precision 1D stencil stages its tile in shared memory with a halo
// of one element on each side and reads interior pairs as double2 at
// &tile[1 + 2*t]: 8 bytes past a 16-byte boundary.
__global__ void stencil_d2(const double *in, double *out, int n) {
  __shared__ __align__(16) double tile[256 + 2];
  const int base = blockIdx.x * 256;
  for (int i = threadIdx.x; i < 258; i += 128) {
    const int g = base - 1 + i;
    tile[i] = (g >= 0 && g < n) ? in[g] : 0.0;
  }
  __syncthreads();
  const double2 c = *reinterpret_cast<const double2 *>(&tile[1 + 2 * threadIdx.x]);
  const double l = tile[2 * threadIdx.x], r = tile[3 + 2 * threadIdx.x];
  const int o = base + 2 * threadIdx.x;
  if (o + 1 < n) {
    out[o] = 0.25 * l + 0.5 * c.x + 0.25 * c.y;
    out[o + 1] = 0.25 * c.x + 0.5 * c.y + 0.25 * r;
  }
}
