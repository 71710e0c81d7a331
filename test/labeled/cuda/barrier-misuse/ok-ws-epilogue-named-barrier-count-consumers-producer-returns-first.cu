// EXPECT: clean
// PTXLINT-ARGS: --block-dim=288
// Warp-specialised GEMM epilogue: warp 0 produces tiles, warps 1-8 consume.
// After the main loop the producer warp returns, and the consumers alone sync
// on named barrier 3 with a count of blockDim.x - 32 = 256 before the
// epilogue reuses the staging buffer.
__global__ void ws_epilogue(const float *a, float *c, int tiles) {
  __shared__ float stage[256];
  int warp = threadIdx.x / 32;
  float acc = 0.f;
  for (int t = 0; t < tiles; ++t) {
    if (warp == 0) {
      for (int i = threadIdx.x; i < 256; i += 32)
        stage[i] = a[(size_t)t * 256 + i];
    }
    __syncthreads();
    if (warp > 0)
      acc += stage[threadIdx.x - 32];
    __syncthreads();
  }
  if (warp == 0)
    return;
  asm volatile("bar.sync 3, %0;" ::"r"(blockDim.x - 32) : "memory");
  stage[threadIdx.x - 32] = acc;
  c[(size_t)blockIdx.x * 256 + threadIdx.x - 32] = stage[287 - threadIdx.x] + acc;
}
