// EXPECT: clean
// ARCHS: sm_75 sm_89
// MODES: O3 G
// PTXLINT-ARGS: --block-dim=256
// Histogram with per-block privatised bins in shared memory (CUDA Samples
// histogram256-style). Blocks past the ones the input needs leave at once, a
// test on blockIdx.x and parameters only, so the whole CTA leaves together;
// the remaining blocks zero the bins, accumulate over a grid-stride loop with
// shared atomics (the loop's trip count differs per thread, but no barrier is
// inside it), and merge after the second __syncthreads().
#define BINS 256
__global__ void __launch_bounds__(256)
    histogram256(const unsigned char *__restrict__ data, unsigned *__restrict__ hist, int n) {
  __shared__ unsigned bins[BINS];
  if (blockIdx.x * 256 >= (unsigned)n)
    return;
  bins[threadIdx.x] = 0;
  __syncthreads();
  for (int i = blockIdx.x * 256 + threadIdx.x; i < n; i += gridDim.x * 256)
    atomicAdd(&bins[data[i]], 1u);
  __syncthreads();
  const unsigned c = bins[threadIdx.x];
  if (c)
    atomicAdd(&hist[threadIdx.x], c);
}
