// EXPECT: mbarrier-misuse
// ARCHS: sm_90 sm_90a
// PTXLINT-ARGS: --block-dim=128
// Paged attention prologue: thread 0 looks up the sequence's first page and
// bulk-copies its K page and its V page (4 KiB each) onto one mbarrier. The
// expect_tx announces only the K page's 4096 bytes, so the phase can complete
// as soon as the K copy lands and the threads read the V page before it is
// written; the V copy's 4096 bytes then count against the next phase.
#include <cuda/ptx>
#include <cstdint>
namespace ptx = cuda::ptx;
__global__ void paged_kv_bulk_k_bytes_only(const int *page_table, const float *k_cache,
                                           const float *v_cache, float *out, int max_pages) {
  __shared__ alignas(128) float ks[1024];
  __shared__ alignas(128) float vs[1024];
  __shared__ uint64_t bar;
  if (threadIdx.x == 0) {
    ptx::mbarrier_init(&bar, 1);
    ptx::fence_proxy_async(ptx::space_shared);
  }
  __syncthreads();
  if (threadIdx.x == 0) {
    const int page = page_table[blockIdx.x * max_pages];
    ptx::mbarrier_arrive_expect_tx(ptx::sem_release, ptx::scope_cta, ptx::space_shared, &bar,
                                   1024 * sizeof(float));
    ptx::cp_async_bulk(ptx::space_shared, ptx::space_global, ks, k_cache + (size_t)page * 1024,
                       1024 * sizeof(float), &bar);
    ptx::cp_async_bulk(ptx::space_shared, ptx::space_global, vs, v_cache + (size_t)page * 1024,
                       1024 * sizeof(float), &bar);
  }
  while (!ptx::mbarrier_try_wait_parity(&bar, 0)) {
  }
  float s = 0.f;
  for (int j = threadIdx.x; j < 1024; j += 128)
    s += ks[j] * vs[j];
  out[blockIdx.x * 128 + threadIdx.x] = s;
}
