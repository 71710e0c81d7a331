// EXPECT: clean
// ARCHS: sm_89 sm_120
// PTXLINT-ARGS: --block-dim=128
// SipHash-2-4 of short keys, the block split into two independent halves of
// 64 threads (two warps each), each hashing its own batch of keys: a half
// loads its keys into shared memory, synchronises its two warps, hashes, and
// synchronises again before the next batch. Each half has its own named
// barrier, id 1 + half (computed from threadIdx.x >> 6), with a count of 64:
// exactly the two warps of the half arrive on each id.
__device__ __forceinline__ void half_sync(int half) { asm volatile("bar.sync %0, 64;" ::"r"(1 + half) : "memory"); }
#define ROTL(x, b) (((x) << (b)) | ((x) >> (64 - (b))))
__device__ __forceinline__ void sipround(unsigned long long &v0, unsigned long long &v1,
                                         unsigned long long &v2, unsigned long long &v3) {
  v0 += v1; v1 = ROTL(v1, 13); v1 ^= v0; v0 = ROTL(v0, 32);
  v2 += v3; v3 = ROTL(v3, 16); v3 ^= v2;
  v0 += v3; v3 = ROTL(v3, 21); v3 ^= v0;
  v2 += v1; v1 = ROTL(v1, 17); v1 ^= v2; v2 = ROTL(v2, 32);
}
__global__ void __launch_bounds__(128)
    siphash_halves(const unsigned long long *__restrict__ keys, unsigned long long *__restrict__ out,
                   unsigned long long k0, unsigned long long k1, int batches) {
  __shared__ unsigned long long buf[2][64];
  const int half = threadIdx.x >> 6, t = threadIdx.x & 63;
  for (int b = 0; b < batches; ++b) {
    const size_t base = ((size_t)(blockIdx.x * batches + b) * 2 + half) * 64;
    buf[half][t] = keys[base + t];
    half_sync(half);
    const unsigned long long m = buf[half][(t + 1) & 63] ^ buf[half][t];
    unsigned long long v0 = k0 ^ 0x736f6d6570736575ull, v1 = k1 ^ 0x646f72616e646f6dull;
    unsigned long long v2 = k0 ^ 0x6c7967656e657261ull, v3 = k1 ^ 0x7465646279746573ull;
    v3 ^= m;
    sipround(v0, v1, v2, v3);
    sipround(v0, v1, v2, v3);
    v0 ^= m;
    v2 ^= 0xff;
    for (int r = 0; r < 4; ++r)
      sipround(v0, v1, v2, v3);
    out[base + t] = v0 ^ v1 ^ v2 ^ v3;
    half_sync(half); // buf is reloaded next batch
  }
}
