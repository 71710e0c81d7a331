// EXPECT: clean
// ARCHS: sm_89 sm_86
// PTXLINT-ARGS: --block-dim=128
// Adler-32 of a buffer split in 128-byte chunks per thread: each thread
// computes its chunk's (A, B) sums, the block meets on an mbarrier (thread 0
// initialises it for the whole block, and a __syncthreads() makes the init
// visible before anyone arrives), and thread 0 combines the partial sums in
// order. The mbarrier is re-used by the next chunk group of the block: the
// second wait is on the next phase's state.
#include "mbar.cuh"
#define MOD 65521u
__global__ void __launch_bounds__(128)
    adler32_chunks(const unsigned char *__restrict__ data, unsigned *__restrict__ out, int groups) {
  __shared__ uint64_t bar;
  __shared__ unsigned sa[128], sb[128];
  const int t = threadIdx.x;
  if (t == 0)
    mb_init(&bar, blockDim.x);
  __syncthreads();
  for (int g = 0; g < groups; ++g) {
    const unsigned char *p = data + (((size_t)blockIdx.x * groups + g) * 128 + t) * 128;
    unsigned a = 0, b = 0;
    for (int i = 0; i < 128; ++i) {
      a += p[i];
      b += a;
    }
    sa[t] = a % MOD;
    sb[t] = b % MOD;
    const uint64_t st = mb_arrive(&bar);
    mb_wait(&bar, st);
    if (t == 0) {
      unsigned A = 1, B = 0;
      for (int c = 0; c < 128; ++c) {
        B = (B + sb[c] + 128u * A) % MOD;
        A = (A + sa[c]) % MOD;
      }
      out[blockIdx.x * groups + g] = (B << 16) | A;
    }
    __syncthreads(); // sa/sb are rewritten by the next group
  }
}
