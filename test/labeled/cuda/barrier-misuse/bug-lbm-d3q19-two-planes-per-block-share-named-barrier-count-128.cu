// EXPECT: barrier-misuse
// PTXLINT-ARGS: --block-dim=256
// BUG: D3Q19 lattice Boltzmann pull-streaming + BGK collision. The kernel
// used to process one 128-cell z-plane row per block; to halve the launch
// count each 256-thread block now takes two planes, each half staging its
// plane's row of densities in shared memory and syncing on a named barrier
// of 128 threads so the halves do not wait for each other. The id was left
// at 1 for both halves: all 256 threads run `bar.sync 1, 128`, so the
// barrier completes with whichever four warps arrive first, from either plane.
constexpr int Q = 19, NX = 128;
__constant__ int cx[Q] = {0, 1, -1, 0, 0, 0, 0, 1, -1, 1, -1, 1, -1, 1, -1, 0, 0, 0, 0};
__constant__ int cy[Q] = {0, 0, 0, 1, -1, 0, 0, 1, -1, -1, 1, 0, 0, 0, 0, 1, -1, 1, -1};
__constant__ int cz[Q] = {0, 0, 0, 0, 0, 1, -1, 0, 0, 0, 0, 1, -1, -1, 1, 1, -1, -1, 1};
__constant__ float wq[Q] = {1.f / 3, 1.f / 18, 1.f / 18, 1.f / 18, 1.f / 18, 1.f / 18, 1.f / 18,
                            1.f / 36, 1.f / 36, 1.f / 36, 1.f / 36, 1.f / 36, 1.f / 36,
                            1.f / 36, 1.f / 36, 1.f / 36, 1.f / 36, 1.f / 36, 1.f / 36};
__global__ void __launch_bounds__(256)
lbm_d3q19_stream_collide(const float *__restrict__ fin, float *__restrict__ fout, int NY, int NZ, float omega) {
  __shared__ float rho_row[2][NX];
  const int half = threadIdx.x / NX, x = threadIdx.x % NX;
  const int y = blockIdx.x, z = blockIdx.y * 2 + half;
  const size_t ncell = (size_t)NX * NY * NZ;
  float f[Q], rho = 0.f, ux = 0.f, uy = 0.f, uz = 0.f;
  for (int q = 0; q < Q; ++q) {
    const int xs = (x - cx[q] + NX) % NX, ys = (y - cy[q] + NY) % NY, zs = (z - cz[q] + NZ) % NZ;
    f[q] = fin[q * ncell + ((size_t)zs * NY + ys) * NX + xs];
    rho += f[q]; ux += cx[q] * f[q]; uy += cy[q] * f[q]; uz += cz[q] * f[q];
  }
  rho_row[half][x] = rho;
  asm volatile("bar.sync 1, 128;" ::: "memory");
  // density smoothing across the row's neighbours (a cheap filter against checkerboarding)
  const float rs = 0.25f * rho_row[half][(x + NX - 1) % NX] + 0.5f * rho + 0.25f * rho_row[half][(x + 1) % NX];
  ux /= rho; uy /= rho; uz /= rho;
  const float u2 = 1.5f * (ux * ux + uy * uy + uz * uz);
  for (int q = 0; q < Q; ++q) {
    const float cu = 3.f * (cx[q] * ux + cy[q] * uy + cz[q] * uz);
    const float feq = wq[q] * rs * (1.f + cu + 0.5f * cu * cu - u2);
    fout[q * ncell + ((size_t)z * NY + y) * NX + x] = f[q] + omega * (feq - f[q]);
  }
}
