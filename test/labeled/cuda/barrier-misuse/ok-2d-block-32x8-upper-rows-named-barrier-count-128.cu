// EXPECT: clean
// PTXLINT-ARGS: --block-dim=32,8
// Separable 5x5 blur on 32x8 tiles: the upper four rows of the block (four
// whole warps, 32 * 4 = 128 threads) load the halo rows and sync among
// themselves on named barrier 2 before the block-wide barrier.
__global__ void blur_tile(const float *in, float *out, int W) {
  __shared__ float t[12][32];
  int x = blockIdx.x * 32 + threadIdx.x, y = blockIdx.y * 8 + threadIdx.y;
  t[threadIdx.y + 2][threadIdx.x] = in[y * W + x];
  if (threadIdx.y < 4) {
    int hy = threadIdx.y < 2 ? threadIdx.y : threadIdx.y + 8;
    t[hy][threadIdx.x] = in[(blockIdx.y * 8 + hy - 2) * W + x];
    asm volatile("bar.sync 2, %0;" ::"r"(32 * 4) : "memory");
  }
  __syncthreads();
  float s = 0.f;
  for (int d = 0; d < 5; ++d)
    s += t[threadIdx.y + d][threadIdx.x];
  out[y * W + x] = s * 0.2f;
}
