// EXPECT: barrier-misuse barrier-divergence
// PTXLINT-ARGS: --block-dim=20,8
// Separable 5x5 blur on 20x8 tiles: the upper four rows of the block do the
// horizontal pass of the halo rows and sync among themselves on named barrier
// 2 with a count of 20 * 4 = 80 threads. Named-barrier counts must be a
// multiple of the warp size, and with a 20-wide block the upper rows do not
// even fill whole warps: warp 2 holds rows 3 and 4, so its lanes reach the
// .aligned bar.sync divergently (both rules are real here).
__global__ void blur_tile(const float *in, float *out, int W) {
  __shared__ float t[12][20];
  int x = blockIdx.x * 20 + threadIdx.x, y = blockIdx.y * 8 + threadIdx.y;
  t[threadIdx.y + 2][threadIdx.x] = in[y * W + x];
  if (threadIdx.y < 4) {
    int hy = threadIdx.y < 2 ? threadIdx.y : threadIdx.y + 8;
    t[hy][threadIdx.x] = in[(blockIdx.y * 8 + hy - 2) * W + x];
    asm volatile("bar.sync 2, %0;" ::"r"(20 * 4) : "memory");
  }
  __syncthreads();
  float s = 0.f;
  for (int d = 0; d < 5; ++d)
    s += t[threadIdx.y + d][threadIdx.x];
  out[y * W + x] = s * 0.2f;
}
