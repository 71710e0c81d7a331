// EXPECT: barrier-divergence
// 256-bin byte histogram: privatised bins in shared memory, shared atomics,
// then a flush of the block's bins to global memory. Each thread handles
// one 16-byte chunk; the threads of the partial last block whose chunk is
// past the end return early, and so never reach the barrier that separates
// the counting from the flush (BUG).
constexpr int BINS = 256;
__global__ void byte_histogram(const uint4 *__restrict__ data, int nchunks,
                               unsigned *__restrict__ hist) {
  __shared__ unsigned bins[BINS];
  for (int b = threadIdx.x; b < BINS; b += blockDim.x)
    bins[b] = 0;
  __syncthreads();
  int c = blockIdx.x * blockDim.x + threadIdx.x;
  if (c >= nchunks)
    return; // BUG: skips the __syncthreads before the flush
  uint4 v = data[c];
  unsigned w[4] = {v.x, v.y, v.z, v.w};
#pragma unroll
  for (int k = 0; k < 4; ++k)
#pragma unroll
    for (int sh = 0; sh < 32; sh += 8)
      atomicAdd(&bins[(w[k] >> sh) & 0xff], 1u);
  __syncthreads();
  for (int b = threadIdx.x; b < BINS; b += blockDim.x)
    if (bins[b])
      atomicAdd(&hist[b], bins[b]);
}
