// EXPECT: clean
// ARCHS: sm_75 sm_86
// PTXLINT-ARGS: --block-dim=512
// Batched MD5 of 64-byte messages, one message per warp pair: the first
// warp of the pair expands the message schedule into shared memory, the
// second runs the rounds, and the pair synchronises on its own named barrier
// (64 threads) so the other pairs are not held up. The kernel is launched
// with 512 threads (__launch_bounds__ and the launch agree): 8 pairs, ids
// 1 + pair = 1..8, all within the 16 hardware barriers, each with exactly
// the 64 threads of its pair.
__device__ __forceinline__ void pair_sync(int id) { asm volatile("bar.sync %0, 64;" ::"r"(id) : "memory"); }
__device__ __forceinline__ unsigned rotl(unsigned x, int s) { return __funnelshift_l(x, x, s); }
__global__ void __launch_bounds__(512)
    md5_batch(const unsigned *__restrict__ msgs, unsigned *__restrict__ digests, int nmsg) {
  __shared__ unsigned sched[8][64];
  const int warp = threadIdx.x >> 5, lane = threadIdx.x & 31;
  const int pair = warp >> 1;
  const int m = blockIdx.x * 8 + pair;
  const unsigned *w = msgs + (size_t)min(m, nmsg - 1) * 16;
  if ((warp & 1) == 0) {
    for (int i = lane; i < 64; i += 32) {
      const int g = i < 16 ? i : i < 32 ? (5 * i + 1) & 15 : i < 48 ? (3 * i + 5) & 15 : (7 * i) & 15;
      sched[pair][i] = __ldg(&w[g]);
    }
  }
  pair_sync(1 + pair);
  if ((warp & 1) == 1 && lane == 0 && m < nmsg) {
    unsigned a = 0x67452301u, b = 0xefcdab89u, c = 0x98badcfeu, d = 0x10325476u;
    for (int i = 0; i < 64; ++i) {
      unsigned f = i < 16 ? (b & c) | (~b & d) : i < 32 ? (d & b) | (~d & c) : i < 48 ? b ^ c ^ d : c ^ (b | ~d);
      const unsigned t = d;
      d = c;
      c = b;
      b = b + rotl(a + f + sched[pair][i] + 0x5a827999u * (i + 1), 7 + (i & 3) * 5);
      a = t;
    }
    digests[m * 4 + 0] = a + 0x67452301u;
    digests[m * 4 + 1] = b + 0xefcdab89u;
    digests[m * 4 + 2] = c + 0x98badcfeu;
    digests[m * 4 + 3] = d + 0x10325476u;
  }
}
