// EXPECT: barrier-divergence
// PTXLINT-ARGS: --block-dim=160
// Warp-specialised GEMM: warp 0 is the producer and returns once it has
// staged every k tile; the four consumer warps then run an epilogue that
// transposes through shared memory with __syncthreads(), which the departed
// producer warp never reaches (bar.sync 0 counts all 160 threads).
__global__ void __launch_bounds__(160)
ws_gemm(const float *a, const float *b, float *c, int ktiles, volatile int *ready) {
  __shared__ float stage[128];
  __shared__ float epi[4][33];
  const int warp = threadIdx.x / 32, lane = threadIdx.x % 32;
  if (warp == 0) {
    for (int k = 0; k < ktiles; ++k) {
      for (int j = lane; j < 128; j += 32) stage[j] = a[k * 128 + j];
      __threadfence_block();
      if (lane == 0) ready[blockIdx.x] = k + 1;
    }
    return;
  }
  float acc = 0.f;
  for (int k = 0; k < ktiles; ++k) {
    while (ready[blockIdx.x] <= k) {}
    acc += stage[(warp - 1) * 32 + lane] * b[k * 128 + (warp - 1) * 32 + lane];
  }
  epi[warp - 1][lane] = acc;
  __syncthreads();
  c[blockIdx.x * 128 + lane * 4 + (warp - 1)] = epi[warp - 1][lane];
}
