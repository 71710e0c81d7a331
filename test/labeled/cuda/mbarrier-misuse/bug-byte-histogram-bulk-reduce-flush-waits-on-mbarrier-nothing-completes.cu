// EXPECT: mbarrier-misuse
// ARCHS: sm_90a
// PTXLINT-ARGS: --block-dim=256
// BUG: byte histogram of a 4 KiB chunk per block. The chunk comes in with a
// bulk copy on `full` (one elected arrive.expect_tx), the block counts into
// 256 shared bins, and thread 0 flushes the bins into the global histogram
// with one `cp.reduce.async.bulk ... .add.u32`. That flush goes to global
// memory and completes through a bulk async-group, not an mbarrier; the
// code waits on `flushed` (initialised for one arrival) as the shared::cluster
// variant would, but nothing ever arrives on it, so the block hangs there.
#include <cstdint>
__device__ __forceinline__ unsigned sa(const void *p) {
  return static_cast<unsigned>(__cvta_generic_to_shared(p));
}
__global__ void __launch_bounds__(256)
byte_hist(const uint4 *__restrict__ data, unsigned *__restrict__ hist) {
  __shared__ __align__(16) uint4 chunk[256];
  __shared__ __align__(16) unsigned bins[256];
  __shared__ __align__(8) uint64_t full, flushed;
  const int t = threadIdx.x;
  bins[t] = 0;
  if (t == 0) {
    asm volatile("mbarrier.init.shared::cta.b64 [%0], 1;" ::"r"(sa(&full)) : "memory");
    asm volatile("mbarrier.init.shared::cta.b64 [%0], 1;" ::"r"(sa(&flushed)) : "memory");
    asm volatile("fence.mbarrier_init.release.cluster;" ::: "memory");
  }
  __syncthreads();
  if (t == 0) {
    asm volatile("mbarrier.arrive.expect_tx.shared::cta.b64 _, [%0], 4096;" ::"r"(sa(&full)) : "memory");
    asm volatile("cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes [%0], [%1], 4096, [%2];"
                 ::"r"(sa(chunk)), "l"(data + (size_t)blockIdx.x * 256), "r"(sa(&full)) : "memory");
  }
  asm volatile("{\n\t.reg .pred p;\n$Lw:\n\t"
               "mbarrier.try_wait.parity.shared::cta.b64 p, [%0], 0;\n\t"
               "@!p bra $Lw;\n\t}" ::"r"(sa(&full)) : "memory");
  const uint4 w = chunk[t];
  const unsigned words[4] = {w.x, w.y, w.z, w.w};
#pragma unroll
  for (int i = 0; i < 4; ++i)
#pragma unroll
    for (int b = 0; b < 4; ++b) atomicAdd(&bins[(words[i] >> (8 * b)) & 255], 1u);
  asm volatile("fence.proxy.async.shared::cta;" ::: "memory");
  __syncthreads();
  if (t == 0) {
    asm volatile("cp.reduce.async.bulk.global.shared::cta.bulk_group.add.u32 [%0], [%1], 1024;"
                 ::"l"(hist), "r"(sa(bins)) : "memory");
    asm volatile("cp.async.bulk.commit_group;" ::: "memory");
  }
  asm volatile("{\n\t.reg .pred p;\n$Lf:\n\t"
               "mbarrier.try_wait.parity.shared::cta.b64 p, [%0], 0;\n\t"
               "@!p bra $Lf;\n\t}" ::"r"(sa(&flushed)) : "memory");
}
