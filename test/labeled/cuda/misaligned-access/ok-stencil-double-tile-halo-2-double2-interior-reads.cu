// EXPECT: clean
// PTXLINT-ARGS: --block-dim=128
// The double-precision stencil's shared tile keeps a halo of two elements on
// each side (one is used), so the interior pairs at &tile[2 + 2*t] are
// 16-byte aligned double2 reads.
__global__ void stencil_d2_pad(const double *in, double *out, int n) {
  __shared__ __align__(16) double tile[256 + 4];
  const int base = blockIdx.x * 256;
  for (int i = threadIdx.x; i < 260; i += 128) {
    const int g = base - 2 + i;
    tile[i] = (g >= 0 && g < n) ? in[g] : 0.0;
  }
  __syncthreads();
  const double2 c = *reinterpret_cast<const double2 *>(&tile[2 + 2 * threadIdx.x]);
  const double l = tile[1 + 2 * threadIdx.x], r = tile[4 + 2 * threadIdx.x];
  const int o = base + 2 * threadIdx.x;
  if (o + 1 < n) {
    out[o] = 0.25 * l + 0.5 * c.x + 0.25 * c.y;
    out[o + 1] = 0.25 * c.x + 0.5 * c.y + 0.25 * r;
  }
}
