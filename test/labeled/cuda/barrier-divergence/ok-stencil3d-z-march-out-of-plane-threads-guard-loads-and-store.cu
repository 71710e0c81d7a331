// EXPECT: clean
// PTXLINT-ARGS: --block-dim=32,8
// 7-point 3D stencil marching in z with a shared plane and halo: threads
// whose (x, y) falls outside the volume still run every z step and both of
// its barriers; only their loads and the store are guarded.
constexpr int BX = 32, BY = 8;
__global__ void stencil7_zmarch_guarded(const float* __restrict__ in, float* __restrict__ out, int nx,
                                        int ny, int nz, float c0, float c1) {
  __shared__ float plane[BY + 2][BX + 2];
  const int tx = threadIdx.x, ty = threadIdx.y;
  const int gx = blockIdx.x * BX + tx, gy = blockIdx.y * BY + ty;
  const bool inside = gx < nx && gy < ny;
  const size_t sxy = (size_t)nx * ny;
  for (int z = 1; z < nz - 1; ++z) {
    const size_t c = z * sxy + (size_t)gy * nx + gx;
    if (inside) {
      plane[ty + 1][tx + 1] = in[c];
      if (tx == 0 && gx > 0) plane[ty + 1][0] = in[c - 1];
      if (tx == BX - 1 && gx + 1 < nx) plane[ty + 1][BX + 1] = in[c + 1];
      if (ty == 0 && gy > 0) plane[0][tx + 1] = in[c - nx];
      if (ty == BY - 1 && gy + 1 < ny) plane[BY + 1][tx + 1] = in[c + nx];
    }
    __syncthreads();
    if (inside && gx > 0 && gx + 1 < nx && gy > 0 && gy + 1 < ny)
      out[c] = c0 * plane[ty + 1][tx + 1] +
               c1 * (plane[ty][tx + 1] + plane[ty + 2][tx + 1] + plane[ty + 1][tx] + plane[ty + 1][tx + 2] +
                     in[c - sxy] + in[c + sxy]);
    __syncthreads();
  }
}
