// EXPECT: barrier-divergence
// A tail guard on the y dimension before a tiled barrier loop.
// PTXLINT-ARGS: --block-dim=16,16
__global__ void tile_transpose(const float *in, float *out, int w, int h) {
  __shared__ float tile[16][17];
  int x = blockIdx.x * 16 + threadIdx.x;
  int y = blockIdx.y * 16 + threadIdx.y;
  if (threadIdx.y >= 12)
    return;
  tile[threadIdx.y][threadIdx.x] = in[y * w + x];
  __syncthreads();
  out[x * h + y] = tile[threadIdx.x][threadIdx.y];
}
