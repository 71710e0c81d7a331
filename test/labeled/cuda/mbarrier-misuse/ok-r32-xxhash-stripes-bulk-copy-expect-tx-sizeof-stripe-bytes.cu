// EXPECT: clean
// ARCHS: sm_90 sm_120
// PTXLINT-ARGS: --block-dim=128
// XXH64-style hashing of 32-byte stripes, a batch of 128 stripes (one per
// thread) brought into shared memory by one bulk copy per batch. The
// transaction count is STRIPES * sizeof(Stripe), the 4096 bytes the copy
// completes, and each batch waits on the parity of its own batch index
// (one phase per batch).
#include "mbar.cuh"
#define STRIPES 128
struct __align__(16) Stripe { unsigned long long lane[4]; };
__device__ __forceinline__ unsigned long long xxround(unsigned long long acc, unsigned long long in) {
  acc += in * 0xC2B2AE3D27D4EB4Full;
  acc = (acc << 31) | (acc >> 33);
  return acc * 0x9E3779B185EBCA87ull;
}
__global__ void __launch_bounds__(128)
    xxh_stripes(const Stripe *__restrict__ in, unsigned long long *__restrict__ out, int batches) {
  __shared__ __align__(128) Stripe buf[STRIPES];
  __shared__ uint64_t full;
  if (threadIdx.x == 0)
    mb_init(&full, 1);
  asm volatile("fence.mbarrier_init.release.cluster;" ::: "memory");
  __syncthreads();
  unsigned long long acc = 0x60EA27EEADC0B5D6ull + threadIdx.x;
  for (int b = 0; b < batches; ++b) {
    if (threadIdx.x == 0) {
      asm volatile("mbarrier.arrive.expect_tx.shared.b64 _, [%0], %1;" ::"r"(smem(&full)),
                   "r"(STRIPES * (int)sizeof(Stripe))
                   : "memory");
      asm volatile("cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes [%0], [%1], %2, [%3];" ::"r"(
                       smem(buf)),
                   "l"(in + ((size_t)blockIdx.x * batches + b) * STRIPES), "r"(STRIPES * (int)sizeof(Stripe)),
                   "r"(smem(&full))
                   : "memory");
    }
    mb_wait_parity(&full, b & 1);
    const Stripe s = buf[threadIdx.x];
    for (int l = 0; l < 4; ++l)
      acc = xxround(acc, s.lane[l]);
    __syncthreads(); // buf is refilled next batch
  }
  out[blockIdx.x * STRIPES + threadIdx.x] = acc ^ (acc >> 29);
}
