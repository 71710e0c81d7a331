// EXPECT: clean
// PTXLINT-ARGS: --block-dim=256
// Shared-memory histogram of 10-bit codes (1024 bins), zeroed in a
// block-strided loop with the __syncthreads() inside the loop body. That
// looks like the classic per-thread trip count bug, but 1024 is a multiple
// of the 256-thread block: every thread runs exactly 4 trips and reaches
// the barrier 4 times.
#define BINS 1024
__global__ void code_hist(const int *codes, int n, unsigned *hist) {
  __shared__ unsigned sh[BINS];
  for (int b = threadIdx.x; b < BINS; b += blockDim.x) {
    sh[b] = 0;
    __syncthreads();
  }
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x)
    atomicAdd(&sh[codes[i] & (BINS - 1)], 1u);
  __syncthreads();
  for (int b = threadIdx.x; b < BINS; b += blockDim.x)
    if (sh[b])
      atomicAdd(&hist[b], sh[b]);
}
