// EXPECT: barrier-divergence
// PTXLINT-ARGS: --block-dim=256
// Radix select of the k-th largest key of a row: every digit pass builds a
// shared 256-bin histogram and scans it. To save the remaining passes, a warp
// whose own strided slice of the row holds no key with the new prefix breaks
// out of the pass loop (decided by __any_sync over the warp), skipping the
// next pass's __syncthreads() calls that the other warps still execute.
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
    bool mine = false;
    for (int i = threadIdx.x; i < n; i += blockDim.x)
      mine |= (keys[(size_t)blockIdx.x * n + i] & mask) == prefix;
    if (!__any_sync(0xffffffffu, mine))
      break;
  }
  if (threadIdx.x == 0)
    kth[blockIdx.x] = prefix;
}
