// EXPECT: clean
// Top-k threshold by radix select (the torch.topk "radixSelect" helper): each
// pass histograms one 4-bit digit of the keys that still match the prefix in
// shared memory, thread 0 picks the digit holding the k-th largest key and
// publishes prefix/k, and the loop stops once the remaining count says the
// threshold is exact. The stop condition reads shared values written by
// thread 0 before a __syncthreads(), so it is the same in every thread and
// all of them run the same passes and barriers.
__global__ void __launch_bounds__(256) radix_select(const unsigned *__restrict__ keys, int n,
                                                   int k, unsigned *__restrict__ kth) {
  __shared__ int hist[16];
  __shared__ unsigned s_prefix, s_mask;
  __shared__ int s_k, s_done;
  const unsigned *row = keys + (size_t)blockIdx.x * n;
  if (threadIdx.x == 0) {
    s_prefix = 0;
    s_mask = 0;
    s_k = k;
    s_done = 0;
  }
  __syncthreads();
  for (int shift = 28; shift >= 0; shift -= 4) {
    if (threadIdx.x < 16)
      hist[threadIdx.x] = 0;
    __syncthreads();
    const unsigned prefix = s_prefix, mask = s_mask;
    for (int i = threadIdx.x; i < n; i += 256) {
      const unsigned v = row[i];
      if ((v & mask) == prefix)
        atomicAdd(&hist[(v >> shift) & 15], 1);
    }
    __syncthreads();
    if (threadIdx.x == 0) {
      int kk = s_k;
      for (int d = 15; d >= 0; --d) {
        if (hist[d] >= kk) {
          s_prefix = prefix | ((unsigned)d << shift);
          s_mask = mask | (15u << shift);
          s_done = hist[d] == 1;
          break;
        }
        kk -= hist[d];
      }
      s_k = kk;
    }
    __syncthreads();
    if (s_done)
      break;  // uniform: every thread reads the flag after the barrier
  }
  if (threadIdx.x == 0)
    kth[blockIdx.x] = s_prefix;
}
