// EXPECT: barrier-misuse
// PTXLINT-ARGS: --block-dim=96
// A 2D stencil block of three warps: warps 0 and 1 stage and filter an
// 8 x 5 output tile, warp 2 prefetches the next tile's halo meanwhile. The
// two compute warps sync between the staging and the filter with a named
// barrier whose count was written as the tile size, TILE_W * TILE_H = 40
// (BUG): a bar.sync thread count must be a multiple of the warp size, and
// 64 threads (two whole warps) execute it.
#define TILE_W 8
#define TILE_H 5
__global__ void stencil_roles(const float *in, float *out, float *halo_next, int pitch) {
  __shared__ float tile[64];
  int warp = threadIdx.x / 32;
  if (warp < 2) {
    int t = threadIdx.x;
    tile[t] = in[blockIdx.x * 64 + t];
    asm volatile("bar.sync 1, %0;" ::"r"(TILE_W * TILE_H) : "memory");
    if (t < TILE_W * TILE_H) {
      int x = t % TILE_W, y = t / TILE_W;
      float c = tile[y * TILE_W + x];
      float l = x > 0 ? tile[y * TILE_W + x - 1] : c;
      float r = x < TILE_W - 1 ? tile[y * TILE_W + x + 1] : c;
      out[blockIdx.x * 64 + t] = 0.25f * l + 0.5f * c + 0.25f * r;
    }
  } else {
    int lane = threadIdx.x - 64;
    halo_next[blockIdx.x * 32 + lane] = in[(blockIdx.x + 1) * 64 + lane * pitch % 64];
  }
}
