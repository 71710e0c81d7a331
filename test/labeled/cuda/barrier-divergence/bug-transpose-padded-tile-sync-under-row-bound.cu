// EXPECT: barrier-divergence
// PTXLINT-ARGS: --block-dim=32,8
// 32x32 tiled transpose with a padded shared tile (33 columns) and 32x8
// threads each moving four rows. The bounds check for the ragged edge was
// hoisted to wrap both phases (BUG): threads whose column is past `width`
// skip the __syncthreads between the write and read phases.
#define TD 32
__global__ void transpose_pad(const float *__restrict__ in, float *__restrict__ out,
                              int width, int height) {
  __shared__ float tile[TD][TD + 1];
  int x = blockIdx.x * TD + threadIdx.x;
  int y = blockIdx.y * TD + threadIdx.y;
  if (x < width) {
    for (int j = 0; j < TD; j += 8)
      if (y + j < height) tile[threadIdx.y + j][threadIdx.x] = in[(size_t)(y + j) * width + x];
    __syncthreads();  // BUG: threads with x >= width skip it
    x = blockIdx.y * TD + threadIdx.x;
    y = blockIdx.x * TD + threadIdx.y;
    for (int j = 0; j < TD; j += 8)
      if (x < height && y + j < width)
        out[(size_t)(y + j) * height + x] = tile[threadIdx.x][threadIdx.y + j];
  }
}
