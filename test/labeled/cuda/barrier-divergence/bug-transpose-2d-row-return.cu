// EXPECT: barrier-divergence
// PTXLINT-ARGS: --block-dim=32,8
// Tiled transpose (32x32 tile, 32x8 threads, padded shared tile): the bounds
// check on the row returns before the barrier instead of guarding only the
// loads and stores. Rows of the last tile row leave early.
#define TILE 32
#define ROWS 8
__global__ void transpose(float *odata, const float *idata, int width, int height) {
  __shared__ float tile[TILE][TILE + 1];
  int x = blockIdx.x * TILE + threadIdx.x;
  int y = blockIdx.y * TILE + threadIdx.y;
  if (x >= width || y >= height)
    return;
  for (int j = 0; j < TILE; j += ROWS)
    if (y + j < height)
      tile[threadIdx.y + j][threadIdx.x] = idata[(y + j) * width + x];
  __syncthreads();
  x = blockIdx.y * TILE + threadIdx.x;
  y = blockIdx.x * TILE + threadIdx.y;
  for (int j = 0; j < TILE; j += ROWS)
    if (x < height && y + j < width)
      odata[(y + j) * height + x] = tile[threadIdx.x][threadIdx.y + j];
}
