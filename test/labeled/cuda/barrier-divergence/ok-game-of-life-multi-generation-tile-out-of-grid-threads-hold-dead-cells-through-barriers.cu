// EXPECT: clean
// PTXLINT-ARGS: --block-dim=16,16
// OK: Conway's Game of Life, several generations per launch inside one 16x16
// tile. Threads whose cell lies outside the W x H board stay in the kernel
// and hold a dead cell: they take part in every generation's two barriers
// and only skip the final store, so the edge tiles' barriers see all 256
// threads.
#define T 16
__global__ void __launch_bounds__(256)
life_steps(const unsigned char *__restrict__ in, unsigned char *__restrict__ out,
           int W, int H, int gens) {
  __shared__ unsigned char cur[T][T], nxt[T][T];
  const int tx = threadIdx.x, ty = threadIdx.y;
  const int gx = blockIdx.x * (T - 2) + tx - 1, gy = blockIdx.y * (T - 2) + ty - 1;
  const bool on_board = gx < W && gy < H;
  const int wx = (gx + W) % W, wy = (gy + H) % H;
  cur[ty][tx] = on_board ? in[wy * W + wx] : 0;
  __syncthreads();
  for (int g = 0; g < gens; ++g) {
    int n = 0;
#pragma unroll
    for (int dy = -1; dy <= 1; ++dy)
#pragma unroll
      for (int dx = -1; dx <= 1; ++dx)
        if (dx | dy) n += cur[min(max(ty + dy, 0), T - 1)][min(max(tx + dx, 0), T - 1)];
    const unsigned char alive = cur[ty][tx];
    nxt[ty][tx] = on_board && ((n == 3) || (alive && n == 2));
    __syncthreads();
    cur[ty][tx] = nxt[ty][tx];
    __syncthreads();
  }
  if (on_board && tx > 0 && tx < T - 1 && ty > 0 && ty < T - 1) out[gy * W + gx] = cur[ty][tx];
}
