// EXPECT: clean
// One digit pass of an LSD radix sort: per-warp digit histograms in shared
// memory, a scan of the 16 digit totals by the first 16 threads, and a
// scatter. Every barrier is outside the thread-dependent guards.
#define RADIX 16
__global__ void radix_pass(const unsigned *keys, unsigned *out_keys,
                           unsigned *digit_offsets, int n, int shift) {
  __shared__ unsigned hist[RADIX];
  __shared__ unsigned scan[RADIX];
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (threadIdx.x < RADIX)
    hist[threadIdx.x] = 0;
  __syncthreads();
  unsigned key = i < n ? keys[i] : 0xffffffffu;
  unsigned digit = (key >> shift) & (RADIX - 1);
  unsigned rank = 0;
  if (i < n)
    rank = atomicAdd(&hist[digit], 1u);
  __syncthreads();
  if (threadIdx.x < RADIX) {
    unsigned x = hist[threadIdx.x];
    for (int o = 1; o < RADIX; o <<= 1) {
      unsigned y = __shfl_up_sync(0xffff, x, o, RADIX);
      if ((int)threadIdx.x >= o)
        x += y;
    }
    scan[threadIdx.x] = x - hist[threadIdx.x];
    digit_offsets[blockIdx.x * RADIX + threadIdx.x] = x;
  }
  __syncthreads();
  if (i < n)
    out_keys[blockIdx.x * blockDim.x + scan[digit] + rank] = key;
}
