// EXPECT: misaligned-access
// PTXLINT-ARGS: --block-dim=128
// BUG: particle-mesh Ewald charge spreading (order-4 B-splines) from
// fixed-capacity spatial bins, one bin per block, one atom per thread. The
// host packs each bin as a count word followed by CAP (x, y, z, q) records,
// 1 + 4 * CAP floats, and the kernel reads a record as one float4 at
// `bin + 1 + 4 * t`: every record starts 4 bytes past a 16-byte boundary.
constexpr int CAP = 128, ORDER = 4;
__device__ __forceinline__ void bspline4(float w, float *m) {
  const float w2 = w * w, w3 = w2 * w;
  m[0] = (1.f - w) * (1.f - w) * (1.f - w) / 6.f;
  m[1] = (3.f * w3 - 6.f * w2 + 4.f) / 6.f;
  m[2] = (-3.f * w3 + 3.f * w2 + 3.f * w + 1.f) / 6.f;
  m[3] = w3 / 6.f;
}
__global__ void __launch_bounds__(128)
pme_spread(const float *__restrict__ bins, float *__restrict__ grid, int K1, int K2, int K3, float3 recip) {
  const float *bin = bins + (size_t)blockIdx.x * (1 + 4 * CAP);
  const int count = __float_as_int(bin[0]);
  const int t = threadIdx.x;
  if (t >= count) return;
  const float4 a = reinterpret_cast<const float4 *>(bin + 1)[t];
  const float ux = a.x * recip.x * K1, uy = a.y * recip.y * K2, uz = a.z * recip.z * K3;
  const int ix = (int)floorf(ux), iy = (int)floorf(uy), iz = (int)floorf(uz);
  float mx[ORDER], my[ORDER], mz[ORDER];
  bspline4(ux - ix, mx); bspline4(uy - iy, my); bspline4(uz - iz, mz);
  for (int i = 0; i < ORDER; ++i)
    for (int j = 0; j < ORDER; ++j)
      for (int k = 0; k < ORDER; ++k) {
        const int gx = (ix + i) % K1, gy = (iy + j) % K2, gz = (iz + k) % K3;
        atomicAdd(&grid[((size_t)gx * K2 + gy) * K3 + gz], a.w * mx[i] * my[j] * mz[k]);
      }
}
