// EXPECT: barrier-divergence
// PTXLINT-ARGS: --block-dim=16,16
// BUG: Conway's Game of Life, several generations per launch inside one
// 16x16 tile (a 14x14 interior plus a one-cell halo that is recomputed from
// the tile's own state, "good enough" for a preview). Threads whose cell lies
// outside the W x H board `return` up front, but every generation ends with
// __syncthreads(): on boards that are not a multiple of 14 wide, the edge tiles
// wait at a barrier that their out-of-board threads never reach.
#define T 16
__global__ void __launch_bounds__(256)
life_steps(const unsigned char *__restrict__ in, unsigned char *__restrict__ out,
           int W, int H, int gens) {
  __shared__ unsigned char cur[T][T], nxt[T][T];
  const int tx = threadIdx.x, ty = threadIdx.y;
  const int gx = blockIdx.x * (T - 2) + tx - 1, gy = blockIdx.y * (T - 2) + ty - 1;
  if (gx >= W || gy >= H) return;
  const int wx = (gx + W) % W, wy = (gy + H) % H;
  cur[ty][tx] = in[wy * W + wx];
  __syncthreads();
  for (int g = 0; g < gens; ++g) {
    int n = 0;
#pragma unroll
    for (int dy = -1; dy <= 1; ++dy)
#pragma unroll
      for (int dx = -1; dx <= 1; ++dx)
        if (dx | dy) n += cur[min(max(ty + dy, 0), T - 1)][min(max(tx + dx, 0), T - 1)];
    const unsigned char alive = cur[ty][tx];
    nxt[ty][tx] = (n == 3) || (alive && n == 2);
    __syncthreads();
    cur[ty][tx] = nxt[ty][tx];
    __syncthreads();
  }
  if (tx > 0 && tx < T - 1 && ty > 0 && ty < T - 1) out[gy * W + gx] = cur[ty][tx];
}
