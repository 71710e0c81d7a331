// EXPECT: barrier-misuse
// ARCHS: sm_80 sm_75 sm_90
// PTXLINT-ARGS: --block-dim=32,8
// 2D 5-point stencil with a 32 x 8 block and a (32 + 2) x (8 + 2) shared
// tile. The kernel syncs on named barrier 1 (it shares the SM with a
// producer kernel that uses barrier 0 for its own purposes, the author
// says), with the thread count written as blockDim.x: right for the 1D
// version of the kernel, but the block is now 32 x 8 = 256 threads. Every
// thread executes `bar.sync 1, 32`, so the barrier completes as soon as the
// first warp arrives and the other warps start new phases: the halo cells
// are read before the warps that load them have written them.
__device__ __forceinline__ void tile_sync() {
  asm volatile("bar.sync 1, %0;" ::"r"(blockDim.x) : "memory");
}
__global__ void stencil5(const float *__restrict__ in, float *__restrict__ out, int nx, int ny) {
  __shared__ float tile[8 + 2][32 + 2];
  const int tx = threadIdx.x, ty = threadIdx.y;
  const int x = blockIdx.x * 32 + tx, y = blockIdx.y * 8 + ty;
  auto at = [&](int xx, int yy) {
    xx = min(max(xx, 0), nx - 1);
    yy = min(max(yy, 0), ny - 1);
    return in[(size_t)yy * nx + xx];
  };
  tile[ty + 1][tx + 1] = at(x, y);
  if (tx == 0)
    tile[ty + 1][0] = at(x - 1, y);
  if (tx == 31)
    tile[ty + 1][33] = at(x + 1, y);
  if (ty == 0)
    tile[0][tx + 1] = at(x, y - 1);
  if (ty == 7)
    tile[9][tx + 1] = at(x, y + 1);
  tile_sync();
  if (x < nx && y < ny)
    out[(size_t)y * nx + x] = 0.2f * (tile[ty + 1][tx + 1] + tile[ty][tx + 1] + tile[ty + 2][tx + 1] +
                                      tile[ty + 1][tx] + tile[ty + 1][tx + 2]);
}
