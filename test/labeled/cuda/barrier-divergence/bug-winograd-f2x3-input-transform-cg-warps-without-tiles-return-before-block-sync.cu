// EXPECT: barrier-divergence
// PTXLINT-ARGS: --block-dim=256
// BUG: Winograd F(2x2,3x3) input transform, 256 4x4 input tiles per block.
// The 4x4 patches are staged into shared memory with a coalesced mapping
// (16 loads per thread), then each thread transforms one tile (B^T d B).
// In the last block the warps whose tiles all lie past the end return
// before the staging loop "to save the loads", but the staging mapping needs
// all 256 threads and the block.sync() after it is skipped by the returned
// warps.
#include <cooperative_groups.h>
namespace cg = cooperative_groups;
__global__ void __launch_bounds__(256) winograd_input(const float *__restrict__ in, float *__restrict__ V, int H,
                                                      int W, int tiles_w, int ntiles) {
  cg::thread_block block = cg::this_thread_block();
  cg::thread_block_tile<32> warp = cg::tiled_partition<32>(block);
  __shared__ float patch[256][17];
  const float *plane = in + (size_t)blockIdx.y * H * W;
  int t0 = blockIdx.x * 256;
  int valid = min(256, ntiles - t0);
  if ((int)warp.meta_group_rank() * 32 >= valid)
    return; // BUG: the staging loop and block.sync() below need every warp
  for (int k = 0; k < 16; ++k) {
    int e = (int)block.thread_rank() + k * 256;
    int tl = e >> 4, q = e & 15;
    float v = 0.f;
    if (tl < valid) {
      int g = t0 + tl;
      int r = 2 * (g / tiles_w) + (q >> 2) - 1, c = 2 * (g % tiles_w) + (q & 3) - 1;
      if (r >= 0 && r < H && c >= 0 && c < W)
        v = plane[r * W + c];
    }
    patch[tl][q] = v;
  }
  block.sync();
  int tl = block.thread_rank();
  if (tl < valid) {
    float d[16], m[16];
    for (int q = 0; q < 16; ++q)
      d[q] = patch[tl][q];
    for (int c = 0; c < 4; ++c) { // B^T d
      m[0 + c] = d[0 + c] - d[8 + c];
      m[4 + c] = d[4 + c] + d[8 + c];
      m[8 + c] = d[8 + c] - d[4 + c];
      m[12 + c] = d[4 + c] - d[12 + c];
    }
    size_t out = (size_t)blockIdx.y * 16 * ntiles + t0 + tl;
    for (int r = 0; r < 4; ++r) { // (B^T d) B
      V[out + (size_t)(4 * r + 0) * ntiles] = m[4 * r + 0] - m[4 * r + 2];
      V[out + (size_t)(4 * r + 1) * ntiles] = m[4 * r + 1] + m[4 * r + 2];
      V[out + (size_t)(4 * r + 2) * ntiles] = m[4 * r + 2] - m[4 * r + 1];
      V[out + (size_t)(4 * r + 3) * ntiles] = m[4 * r + 1] - m[4 * r + 3];
    }
  }
}
