// EXPECT: clean
// PTXLINT-ARGS: --block-dim=16,16
// Depthwise 3x3 convolution with a one-pixel halo in shared memory: every
// thread of the tile helps stage the halo and reaches the __syncthreads();
// only the final store is guarded by the output pixel being in the image.
__global__ void dw_conv3x3_edge_guarded(const float *in, const float *w, float *out, int H,
                                        int W) {
  __shared__ float tile[18][18];
  const int c = blockIdx.z;
  const int ox = blockIdx.x * 16 + threadIdx.x, oy = blockIdx.y * 16 + threadIdx.y;
  const float *src = in + (size_t)c * H * W;
  for (int i = threadIdx.y * 16 + threadIdx.x; i < 18 * 18; i += 256) {
    const int ty = i / 18, tx = i % 18;
    const int gy = blockIdx.y * 16 + ty - 1, gx = blockIdx.x * 16 + tx - 1;
    tile[ty][tx] = (gy >= 0 && gy < H && gx >= 0 && gx < W) ? src[gy * W + gx] : 0.f;
  }
  __syncthreads();
  if (ox >= W || oy >= H)
    return;
  float acc = 0.f;
  for (int dy = 0; dy < 3; ++dy)
    for (int dx = 0; dx < 3; ++dx)
      acc += w[c * 9 + dy * 3 + dx] * tile[threadIdx.y + dy][threadIdx.x + dx];
  out[(size_t)c * H * W + oy * W + ox] = acc;
}
