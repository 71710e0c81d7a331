// EXPECT: barrier-divergence
// PTXLINT-ARGS: --block-dim=256
// BUG: a block-local radix bucketing (4-bit digits, 8 passes, atomic ranks:
// the order within a bucket is not kept) lets the threads
// past the tile's valid keys `continue` at the top of every pass. The pass body
// has the digit-count, scan and scatter barriers, so in the last tile the
// idle threads skip eight passes' worth of __syncthreads() while the others
// wait in them.
__global__ void __launch_bounds__(256) radix_tile(unsigned *keys, int n) {
  __shared__ unsigned cnt[16];
  __shared__ unsigned buf[256];
  int t = threadIdx.x, i = blockIdx.x * 256 + t;
  unsigned k = i < n ? keys[i] : 0u;
  for (int shift = 0; shift < 32; shift += 4) {
    if (i >= n)
      continue;
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
