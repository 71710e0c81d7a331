// EXPECT: mbarrier-misuse
// ARCHS: sm_90
// PTXLINT-ARGS: --block-dim=128
// BUG: a persistent paged-KV gather: each block walks sequences `blockIdx.x,
// + gridDim.x, ...` and, for each page of the sequence, bulk-copies the 4 KB
// page (16 tokens x 128 halves) named by the block table into shared memory
// on one mbarrier, then writes the valid tokens out as float. The barrier's
// teardown (`mbarrier.inval` by thread 0) was written at the end of the
// sequence loop's body instead of after the loop: the block's next sequence
// arrives and waits on an invalidated mbarrier.
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
    if (t == 0)
      mb_inval(&bar);
  }
}
