// EXPECT: barrier-divergence
// PTXLINT-ARGS: --block-dim=256
// Shared-memory histogram of 3-digit codes (1000 bins). The bins are zeroed
// in a block-strided loop with the __syncthreads() put inside the loop body
// (BUG): with 256 threads, threads 0..231 run 4 trips and threads 232..255
// only 3, so the block's threads reach that barrier a different number of
// times.
#define BINS 1000
__global__ void code_hist(const int *codes, int n, unsigned *hist) {
  __shared__ unsigned sh[BINS];
  for (int b = threadIdx.x; b < BINS; b += blockDim.x) {
    sh[b] = 0;
    __syncthreads();
  }
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x)
    atomicAdd(&sh[codes[i] % BINS], 1u);
  __syncthreads();
  for (int b = threadIdx.x; b < BINS; b += blockDim.x)
    if (sh[b])
      atomicAdd(&hist[b], sh[b]);
}
