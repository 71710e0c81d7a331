// EXPECT: clean
// ARCHS: sm_90
// PTXLINT-ARGS: --block-dim=128
// OK: the persistent paged-KV gather with the mbarrier torn down once, after
// the sequence loop: every page copy of every sequence the block takes
// arrives and waits on a valid barrier (parity flipped per page), and the
// __syncthreads() at the end of each page orders the last reads of the staged
// page before thread 0 invalidates it.
#include "mbar.cuh"
#include <cuda_fp16.h>
constexpr int kPageTokens = 16, kHeadDim = 128;
constexpr unsigned kPageBytes = kPageTokens * kHeadDim * 2;
__global__ void __launch_bounds__(128) gather_paged_kv(const __half *__restrict__ cache,
                                                       const int *__restrict__ block_table,
                                                       const int *__restrict__ seq_lens, int max_pages,
                                                       float *__restrict__ out, int nseq) {
  __shared__ __align__(128) __half page_buf[kPageTokens * kHeadDim];
  __shared__ __align__(8) uint64_t bar;
  int t = threadIdx.x;
  if (t == 0) {
    mb_init(&bar, 1);
    asm volatile("fence.mbarrier_init.release.cluster;" ::: "memory");
  }
  __syncthreads();
  unsigned phase = 0;
  for (int sq = blockIdx.x; sq < nseq; sq += gridDim.x) {
    int len = seq_lens[sq];
    int npages = (len + kPageTokens - 1) / kPageTokens;
    for (int p = 0; p < npages; ++p) {
      if (t == 0) {
        int page = block_table[(size_t)sq * max_pages + p];
        asm volatile("mbarrier.arrive.expect_tx.shared.b64 _, [%0], %1;" ::"r"(smem(&bar)), "r"(kPageBytes)
                     : "memory");
        asm volatile("cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes [%0], [%1], %2, [%3];"
                     ::"r"(smem(page_buf)), "l"(cache + (size_t)page * kPageTokens * kHeadDim), "r"(kPageBytes),
                     "r"(smem(&bar))
                     : "memory");
      }
      mb_wait_parity(&bar, phase);
      phase ^= 1u;
      int valid = min(kPageTokens, len - p * kPageTokens) * kHeadDim;
      float *dst = out + ((size_t)sq * max_pages + p) * kPageTokens * kHeadDim;
      for (int i = t; i < valid; i += 128)
        dst[i] = __half2float(page_buf[i]);
      __syncthreads();
    }
  }
  if (t == 0)
    mb_inval(&bar);
}
