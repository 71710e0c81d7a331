// EXPECT: clean
// PTXLINT-ARGS: --block-dim=256
// A block-local radix bucketing (4-bit digits, 8 passes, atomic ranks: the
// order within a bucket is not kept) whose last tile pads
// the threads past the valid keys with 0xffffffff: those keys sort to the end
// of every pass, and every thread runs every pass and its barriers; only the
// final store is guarded.
__global__ void __launch_bounds__(256) radix_tile(unsigned *keys, int n) {
  __shared__ unsigned cnt[16];
  __shared__ unsigned buf[256];
  int t = threadIdx.x, i = blockIdx.x * 256 + t;
  unsigned k = i < n ? keys[i] : 0xffffffffu;
  for (int shift = 0; shift < 32; shift += 4) {
    if (t < 16)
      cnt[t] = 0;
    __syncthreads();
    unsigned d = (k >> shift) & 15u;
    unsigned r = atomicAdd(&cnt[d], 1u);
    __syncthreads();
    if (t == 0) {
      unsigned run = 0;
      for (int q = 0; q < 16; ++q) {
        unsigned c = cnt[q];
        cnt[q] = run;
        run += c;
      }
    }
    __syncthreads();
    buf[cnt[d] + r] = k;
    __syncthreads();
    k = buf[t];
    __syncthreads();
  }
  if (i < n)
    keys[i] = k;
}
