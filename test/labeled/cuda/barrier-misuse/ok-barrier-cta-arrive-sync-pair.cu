// EXPECT: clean
// ARCHS: sm_90 sm_90a
// PTXLINT-ARGS: --block-dim=160
// Producer/consumer with the barrier.cta spelling: warp 0 stages each tile
// and signals with barrier.cta.arrive 1, 160; the four consumer warps wait
// with barrier.cta.sync 1, 160 (32 + 128 threads), then all meet at
// __syncthreads before the next tile overwrites the stage.
__global__ void __launch_bounds__(160) staged(const float *a, float *c, int tiles) {
  __shared__ float stage[128];
  const int warp = threadIdx.x / 32, lane = threadIdx.x & 31;
  for (int t = 0; t < tiles; ++t) {
    if (warp == 0) {
      for (int j = lane; j < 128; j += 32)
        stage[j] = a[t * 128 + j];
      asm volatile("barrier.cta.arrive.aligned 1, 160;" ::: "memory");
    } else {
      asm volatile("barrier.cta.sync.aligned 1, 160;" ::: "memory");
      c[t * 128 + threadIdx.x - 32] = stage[threadIdx.x - 32] * 2.f;
    }
    __syncthreads();
  }
}
