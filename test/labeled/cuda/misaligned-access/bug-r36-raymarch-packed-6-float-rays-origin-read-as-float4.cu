// EXPECT: misaligned-access
// ARCHS: sm_86 sm_89
// MODES: O3 G
// PTXLINT-ARGS: --block-dim=128
// BUG: sphere-tracing ray marcher whose rays come from a flat float buffer of
// 6-float records {ox, oy, oz, dx, dy, dz} (24 bytes each). The origin and
// the first direction component are fetched with one float4 load at
// `rays + 6 * p`, i.e. 24 * p bytes: for every odd ray index that address is
// 8 modulo 16, so the 16-byte ld.v4.f32 is misaligned for half the threads of
// every warp (the float2 of (dy, dz) at 24 * p + 16 is fine).
__device__ float sdf(float x, float y, float z) {
  const float dx = fabsf(x) - 1.f, dy = fabsf(y) - 1.f, dz = fabsf(z) - 1.f;
  return fmaxf(dx, fmaxf(dy, dz));
}
__global__ void __launch_bounds__(128) raymarch_rays(const float *__restrict__ rays, float *__restrict__ depth, int n) {
  const int p = blockIdx.x * 128 + threadIdx.x;
  if (p >= n)
    return;
  const float4 o = *reinterpret_cast<const float4 *>(rays + 6 * p);
  const float2 dyz = *reinterpret_cast<const float2 *>(rays + 6 * p + 4);
  const float dx = o.w, dy = dyz.x, dz = dyz.y;
  float t = 0.f;
  for (int s = 0; s < 64; ++s) {
    const float h = sdf(o.x + t * dx, o.y + t * dy, o.z + t * dz);
    if (h < 1e-3f)
      break;
    t += h;
  }
  depth[p] = t;
}
