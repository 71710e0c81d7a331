// EXPECT: barrier-divergence
// PTXLINT-ARGS: --block-dim=256
// BUG: a block-wide radix select for the k-th largest key. The refinement loop
// is meant to run while the block's candidate count exceeds k, but its first
// test uses `cnt`, the thread's own count of candidates among the keys it
// holds; only after the first pass is `cnt` the block total from shared
// memory. Threads whose own count is <= k skip the loop and its barriers
// while the others wait in them.
#define PER 8
__global__ void __launch_bounds__(256) radix_select(const unsigned *__restrict__ keys, int k,
                                                    unsigned *__restrict__ out) {
  __shared__ unsigned hist[16];
  __shared__ unsigned s_prefix, s_total;
  unsigned v[PER];
  int cnt = 0;
  for (int i = 0; i < PER; ++i) {
    v[i] = keys[(blockIdx.x * 256 + threadIdx.x) * PER + i];
    cnt += v[i] != 0;
  }
  unsigned prefix = 0, mask = 0;
  int shift = 28;
  while (cnt > k && shift >= 0) {
    if (threadIdx.x < 16)
      hist[threadIdx.x] = 0;
    __syncthreads();
    for (int i = 0; i < PER; ++i)
      if ((v[i] & mask) == prefix)
        atomicAdd(&hist[(v[i] >> shift) & 15], 1u);
    __syncthreads();
    if (threadIdx.x == 0) {
      unsigned acc = 0;
      int d = 15;
      while (d > 0 && acc + hist[d] < (unsigned)k)
        acc += hist[d--];
      s_prefix = prefix | ((unsigned)d << shift);
      s_total = hist[d];
    }
    __syncthreads();
    prefix = s_prefix;
    mask |= 15u << shift;
    cnt = s_total;
    shift -= 4;
  }
  if (threadIdx.x == 0)
    out[blockIdx.x] = prefix;
}
