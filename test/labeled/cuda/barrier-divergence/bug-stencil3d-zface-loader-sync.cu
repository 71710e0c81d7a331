// EXPECT: barrier-divergence
// 7-point 3D stencil on an (8+2)^3 shared tile with a 3D thread block of
// 8x8x8. The interior is loaded by every thread; the two z faces of the halo
// are loaded by the front and back planes of threads only, and the code
// waits for them inside that branch: the 384 threads of the inner planes
// never reach that barrier.
#define B 8
__global__ void __launch_bounds__(512)
stencil7(const float *__restrict__ in, float *__restrict__ out, int nx, int ny,
         int nz, float c0, float c1) {
  __shared__ float t[B + 2][B + 2][B + 2];
  int tx = threadIdx.x, ty = threadIdx.y, tz = threadIdx.z;
  int x = blockIdx.x * B + tx, y = blockIdx.y * B + ty, z = blockIdx.z * B + tz;
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
  if (tz == 0 || tz == B - 1) {
    int hz = tz == 0 ? 0 : B + 1;
    t[hz][ty + 1][tx + 1] = at(x, y, tz == 0 ? z - 1 : z + 1);
    __syncthreads(); // BUG: only the tz == 0 and tz == 7 planes get here
  }
  if (x < nx && y < ny && z < nz) {
    float s = t[tz][ty + 1][tx + 1] + t[tz + 2][ty + 1][tx + 1] +
              t[tz + 1][ty][tx + 1] + t[tz + 1][ty + 2][tx + 1] +
              t[tz + 1][ty + 1][tx] + t[tz + 1][ty + 1][tx + 2];
    out[((size_t)z * ny + y) * nx + x] = c0 * t[tz + 1][ty + 1][tx + 1] + c1 * s;
  }
}
