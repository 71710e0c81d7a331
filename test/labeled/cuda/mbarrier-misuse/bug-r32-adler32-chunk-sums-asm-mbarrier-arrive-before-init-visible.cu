// EXPECT: mbarrier-misuse
// ARCHS: sm_89 sm_86
// PTXLINT-ARGS: --block-dim=128
// BUG: Adler-32 of a buffer split in 128-byte chunks per thread: each
// thread computes its chunk's (A, B) sums, the block meets on an mbarrier
// (thread 0 initialises it for the whole block), and thread 0 combines the
// partial sums in order. The __syncthreads() between the init and the
// first arrivals is missing (the init was moved up from after the chunk
// loop, where the barrier on sa/sb used to follow it): other threads can
// arrive on the mbarrier before thread 0 has initialised it.
#include "mbar.cuh"
#define MOD 65521u
__global__ void __launch_bounds__(128)
    adler32_chunks(const unsigned char *__restrict__ data, unsigned *__restrict__ out) {
  __shared__ uint64_t bar;
  __shared__ unsigned sa[128], sb[128];
  const int t = threadIdx.x;
  if (t == 0)
    mb_init(&bar, blockDim.x);
  const unsigned char *p = data + ((size_t)blockIdx.x * 128 + t) * 128;
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
    out[blockIdx.x] = (B << 16) | A;
  }
}
