// EXPECT: clean
// 7-point 3D stencil on an (8+2)^3 shared tile with an 8x8x8 thread block.
// A block entirely past the end of the z range returns before any barrier
// (the test reads only blockIdx and the grid-wide size, so the whole block
// leaves together); the halo faces are loaded under thread-dependent
// conditions, the barrier comes after all of them, and the per-thread bounds
// test guards only the compute and the store.
#define B 8
__global__ void __launch_bounds__(512)
stencil7(const float *__restrict__ in, float *__restrict__ out, int nx, int ny,
         int nz, int z_begin, float c0, float c1) {
  __shared__ float t[B + 2][B + 2][B + 2];
  int tx = threadIdx.x, ty = threadIdx.y, tz = threadIdx.z;
  int z0 = z_begin + blockIdx.z * B;
  if (z0 >= nz)
    return;
  int x = blockIdx.x * B + tx, y = blockIdx.y * B + ty, z = z0 + tz;
  auto at = [&](int xx, int yy, int zz) {
    xx = min(max(xx, 0), nx - 1);
    yy = min(max(yy, 0), ny - 1);
    zz = min(max(zz, 0), nz - 1);
    return in[((size_t)zz * ny + yy) * nx + xx];
  };
  t[tz + 1][ty + 1][tx + 1] = at(x, y, z);
  if (tx == 0) t[tz + 1][ty + 1][0] = at(x - 1, y, z);
  if (tx == B - 1) t[tz + 1][ty + 1][B + 1] = at(x + 1, y, z);
  if (ty == 0) t[tz + 1][0][tx + 1] = at(x, y - 1, z);
  if (ty == B - 1) t[tz + 1][B + 1][tx + 1] = at(x, y + 1, z);
  if (tz == 0) t[0][ty + 1][tx + 1] = at(x, y, z - 1);
  if (tz == B - 1) t[B + 1][ty + 1][tx + 1] = at(x, y, z + 1);
  __syncthreads();
  if (x < nx && y < ny && z < nz) {
    float s = t[tz][ty + 1][tx + 1] + t[tz + 2][ty + 1][tx + 1] +
              t[tz + 1][ty][tx + 1] + t[tz + 1][ty + 2][tx + 1] +
              t[tz + 1][ty + 1][tx] + t[tz + 1][ty + 1][tx + 2];
    out[((size_t)z * ny + y) * nx + x] = c0 * t[tz + 1][ty + 1][tx + 1] + c1 * s;
  }
}
