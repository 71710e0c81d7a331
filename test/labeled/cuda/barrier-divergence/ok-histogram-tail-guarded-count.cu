// EXPECT: clean
// 256-bin byte histogram with privatised shared bins, done right for the
// partial last block: the out-of-range threads skip only the counting, and
// every thread reaches the barrier before the flush.
constexpr int BINS = 256;
__global__ void byte_histogram(const uint4 *__restrict__ data, int nchunks,
                               unsigned *__restrict__ hist) {
  __shared__ unsigned bins[BINS];
  for (int b = threadIdx.x; b < BINS; b += blockDim.x)
    bins[b] = 0;
  __syncthreads();
  int c = blockIdx.x * blockDim.x + threadIdx.x;
  if (c < nchunks) {
    uint4 v = data[c];
    unsigned w[4] = {v.x, v.y, v.z, v.w};
#pragma unroll
    for (int k = 0; k < 4; ++k)
#pragma unroll
      for (int sh = 0; sh < 32; sh += 8)
        atomicAdd(&bins[(w[k] >> sh) & 0xff], 1u);
  }
  __syncthreads();
  for (int b = threadIdx.x; b < BINS; b += blockDim.x)
    if (bins[b])
      atomicAdd(&hist[b], bins[b]);
}
