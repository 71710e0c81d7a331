// EXPECT: barrier-misuse
// PTXLINT-ARGS: --block-dim=288
// Warp-specialised GEMM epilogue: warp 0 produces tiles, warps 1-8 consume.
// Before the epilogue reuses the staging buffer, the kernel syncs on named
// barrier 3 with a count of blockDim.x - 32 (the consumers) -- but the
// producer warp also executes the bar.sync on its way out, so 288 threads
// meet a barrier that completes after 256 and one warp runs into the next
// phase while the epilogue is still reading the buffer.
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
  asm volatile("bar.sync 3, %0;" ::"r"(blockDim.x - 32) : "memory");
  if (warp > 0) {
    stage[threadIdx.x - 32] = acc;
    c[(size_t)blockIdx.x * 256 + threadIdx.x - 32] = stage[287 - threadIdx.x] + acc;
  }
}
