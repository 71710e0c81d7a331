// EXPECT: clean
// PTXLINT-ARGS: --block-dim=256
// Radix select of the k-th largest key of a row: every digit pass builds a
// shared 256-bin histogram and scans it. To save the remaining passes, the
// block stops when the target bucket holds exactly one key; the decision is
// a __syncthreads_or over every thread's view, so the whole block breaks
// together and no thread is left waiting at the next pass's barriers.
__global__ void radix_select(const unsigned *keys, int n, int k, unsigned *kth) {
  __shared__ int hist[256];
  __shared__ unsigned prefix_s;
  __shared__ int k_s;
  unsigned prefix = 0, mask = 0;
  int kk = k;
  for (int shift = 24; shift >= 0; shift -= 8) {
    hist[threadIdx.x] = 0;
    __syncthreads();
    for (int i = threadIdx.x; i < n; i += blockDim.x) {
      unsigned v = keys[(size_t)blockIdx.x * n + i];
      if ((v & mask) == prefix)
        atomicAdd(&hist[(v >> shift) & 255], 1);
    }
    __syncthreads();
    if (threadIdx.x == 0) {
      int b = 255;
      while (hist[b] < kk) { kk -= hist[b]; --b; }
      prefix_s = prefix | ((unsigned)b << shift);
      k_s = kk;
    }
    __syncthreads();
    prefix = prefix_s;
    kk = k_s;
    mask |= 255u << shift;
    if (__syncthreads_or(threadIdx.x == 0 && hist[(prefix >> shift) & 255] == 1))
      break;
  }
  if (threadIdx.x == 0)
    kth[blockIdx.x] = prefix;
}
