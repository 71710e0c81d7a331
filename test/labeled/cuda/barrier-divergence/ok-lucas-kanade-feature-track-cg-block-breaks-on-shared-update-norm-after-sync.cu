// EXPECT: clean
// PTXLINT-ARGS: --block-dim=16,16
// OK: iterative Lucas-Kanade tracking with cooperative groups, one block
// per feature, one thread per pixel of its 16x16 window. The structure
// tensor G is reduced once; every iteration each pixel computes its
// temporal difference It at the current flow guess, the block reduces
// b = sum(It*Ix, It*Iy) (cg::reduce per warp, then across the 8 warps through
// shared memory with block.sync()), and thread 0 solves G d = b and stores
// the step's size. Every thread reads that shared step size after the
// barrier, so the convergence `break` is taken by the whole block at once.
#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
namespace cg = cooperative_groups;
__device__ __forceinline__ float tex(const float *img, int W, int H, float x, float y) {
  const int x0 = min(max(__float2int_rd(x), 0), W - 2), y0 = min(max(__float2int_rd(y), 0), H - 2);
  const float fx = x - x0, fy = y - y0;
  const float *p = img + y0 * W + x0;
  return (1 - fy) * ((1 - fx) * p[0] + fx * p[1]) + fy * ((1 - fx) * p[W] + fx * p[W + 1]);
}
__global__ void __launch_bounds__(256)
lk_track(const float *__restrict__ I0, const float *__restrict__ I1, const float2 *__restrict__ pts,
         float2 *__restrict__ flow, int W, int H, float eps) {
  cg::thread_block block = cg::this_thread_block();
  cg::thread_block_tile<32> warp = cg::tiled_partition<32>(block);
  __shared__ float part[3][8];
  __shared__ float2 d;
  __shared__ float step;
  const float2 p = pts[blockIdx.x];
  const float x = p.x + threadIdx.x - 8, y = p.y + threadIdx.y - 8;
  const float ix = 0.5f * (tex(I0, W, H, x + 1, y) - tex(I0, W, H, x - 1, y));
  const float iy = 0.5f * (tex(I0, W, H, x, y + 1) - tex(I0, W, H, x, y - 1));
  const float i0 = tex(I0, W, H, x, y);
  const float gxx = cg::reduce(warp, ix * ix, cg::plus<float>());
  const float gxy = cg::reduce(warp, ix * iy, cg::plus<float>());
  const float gyy = cg::reduce(warp, iy * iy, cg::plus<float>());
  const int wid = block.thread_rank() / 32;
  if (warp.thread_rank() == 0) { part[0][wid] = gxx; part[1][wid] = gxy; part[2][wid] = gyy; }
  if (block.thread_rank() == 0) d = make_float2(0.f, 0.f);
  block.sync();
  float Gxx = 0, Gxy = 0, Gyy = 0;
  for (int k = 0; k < 8; ++k) { Gxx += part[0][k]; Gxy += part[1][k]; Gyy += part[2][k]; }
  const float det = Gxx * Gyy - Gxy * Gxy;
  block.sync();
  for (int it = 0; it < 10; ++it) {
    const float It = tex(I1, W, H, x + d.x, y + d.y) - i0;
    const float bx = cg::reduce(warp, It * ix, cg::plus<float>());
    const float by = cg::reduce(warp, It * iy, cg::plus<float>());
    if (warp.thread_rank() == 0) { part[0][wid] = bx; part[1][wid] = by; }
    block.sync();
    if (block.thread_rank() == 0) {
      float Bx = 0, By = 0;
      for (int k = 0; k < 8; ++k) { Bx += part[0][k]; By += part[1][k]; }
      const float sx = (Gyy * Bx - Gxy * By) / det, sy = (Gxx * By - Gxy * Bx) / det;
      d.x -= sx; d.y -= sy;
      step = fabsf(sx) + fabsf(sy);
    }
    block.sync();
    if (step < eps) break;
  }
  if (block.thread_rank() == 0) flow[blockIdx.x] = d;
}
