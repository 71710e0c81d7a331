// EXPECT: clean
// PTXLINT-ARGS: --block-dim=8,8
// 3D stencil staging a 32x8 plane in shared memory with the left halo padded
// to four cells (interior from column 4, rows of 40 floats = 160 bytes), so
// the float4 read of each thread's four interior cells at column 4 + 4 * tx
// is 16-byte aligned on every row.
__global__ void stencil_plane_f4_ok(const float* __restrict__ in, float* __restrict__ out, int nx, int ny, int nz) {
  __shared__ __align__(16) float s[8 + 2][4 + 32 + 4];
  const int tx = threadIdx.x, ty = threadIdx.y;
  const int gx0 = blockIdx.x * 32, gy = blockIdx.y * 8 + ty;
  for (int z = 1; z < nz - 1; ++z) {
    const size_t p = (size_t)z * nx * ny + (size_t)gy * nx + gx0;
    for (int k = 0; k < 4; ++k) s[ty + 1][4 + tx * 4 + k] = in[p + tx * 4 + k];
    if (tx == 0) { s[ty + 1][3] = gx0 > 0 ? in[p - 1] : 0.f; s[ty + 1][36] = gx0 + 32 < nx ? in[p + 32] : 0.f; }
    __syncthreads();
    const float4 c = *reinterpret_cast<const float4*>(&s[ty + 1][4 + tx * 4]);
    float4 r;
    r.x = c.x * 2.f - s[ty + 1][3 + tx * 4] - c.y;
    r.y = c.y * 2.f - c.x - c.z;
    r.z = c.z * 2.f - c.y - c.w;
    r.w = c.w * 2.f - c.z - s[ty + 1][tx * 4 + 8];
    out[p + tx * 4] = r.x; out[p + tx * 4 + 1] = r.y; out[p + tx * 4 + 2] = r.z; out[p + tx * 4 + 3] = r.w;
    __syncthreads();
  }
}
