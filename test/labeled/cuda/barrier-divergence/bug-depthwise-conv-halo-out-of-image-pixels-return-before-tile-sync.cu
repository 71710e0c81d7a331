// EXPECT: barrier-divergence
// PTXLINT-ARGS: --block-dim=16,16
// Depthwise 3x3 convolution, one channel per blockIdx.z, 16x16 output tile
// per block with a one-pixel halo staged in shared memory. Output pixels past
// the right or bottom image edge return before the staging loop and its
// __syncthreads(), so in edge tiles only part of the block reaches the barrier.
__global__ void dw_conv3x3_edge_return(const float *in, const float *w, float *out, int H,
                                       int W) {
  __shared__ float tile[18][18];
  const int c = blockIdx.z;
  const int ox = blockIdx.x * 16 + threadIdx.x, oy = blockIdx.y * 16 + threadIdx.y;
  if (ox >= W || oy >= H)
    return;
  const float *src = in + (size_t)c * H * W;
  for (int i = threadIdx.y * 16 + threadIdx.x; i < 18 * 18; i += 256) {
    const int ty = i / 18, tx = i % 18;
    const int gy = blockIdx.y * 16 + ty - 1, gx = blockIdx.x * 16 + tx - 1;
    tile[ty][tx] = (gy >= 0 && gy < H && gx >= 0 && gx < W) ? src[gy * W + gx] : 0.f;
  }
  __syncthreads();
  float acc = 0.f;
  for (int dy = 0; dy < 3; ++dy)
    for (int dx = 0; dx < 3; ++dx)
      acc += w[c * 9 + dy * 3 + dx] * tile[threadIdx.y + dy][threadIdx.x + dx];
  out[(size_t)c * H * W + oy * W + ox] = acc;
}
