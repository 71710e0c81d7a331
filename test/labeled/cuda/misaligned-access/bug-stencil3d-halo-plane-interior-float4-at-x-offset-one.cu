// EXPECT: misaligned-access
// PTXLINT-ARGS: --block-dim=8,8
// 3D stencil that stages a 32x8 plane with a one-cell halo on each side in
// shared memory (34 floats per row) and vectorises the interior copy-out:
// each thread reads its four interior cells as one float4 starting at
// column 1 + 4 * tx (BUG): with the one-cell halo every interior float4 is
// 4 bytes past a 16-byte boundary (and the 136-byte rows add 8 more on odd
// rows).
__global__ void stencil_plane_f4(const float* __restrict__ in, float* __restrict__ out, int nx, int ny, int nz) {
  __shared__ __align__(16) float s[8 + 2][32 + 2];
  const int tx = threadIdx.x, ty = threadIdx.y;
  const int gx0 = blockIdx.x * 32, gy = blockIdx.y * 8 + ty;
  for (int z = 1; z < nz - 1; ++z) {
    const size_t p = (size_t)z * nx * ny + (size_t)gy * nx + gx0;
    for (int k = 0; k < 4; ++k) s[ty + 1][1 + tx * 4 + k] = in[p + tx * 4 + k];
    if (tx == 0) { s[ty + 1][0] = gx0 > 0 ? in[p - 1] : 0.f; s[ty + 1][33] = gx0 + 32 < nx ? in[p + 32] : 0.f; }
    __syncthreads();
    const float4 c = *reinterpret_cast<const float4*>(&s[ty + 1][1 + tx * 4]);  // BUG
    float4 r;
    r.x = c.x * 2.f - s[ty + 1][tx * 4] - c.y;
    r.y = c.y * 2.f - c.x - c.z;
    r.z = c.z * 2.f - c.y - c.w;
    r.w = c.w * 2.f - c.z - s[ty + 1][tx * 4 + 5];
    *reinterpret_cast<float4*>(out + p + tx * 4) = r;
    __syncthreads();
  }
}
