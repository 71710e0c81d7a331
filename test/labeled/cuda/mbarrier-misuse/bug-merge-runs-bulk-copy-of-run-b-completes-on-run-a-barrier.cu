// EXPECT: mbarrier-misuse
// ARCHS: sm_90
// PTXLINT-ARGS: --block-dim=256
// Block-wide merge of two sorted runs (merge-path, one 256-key tile of each
// run per block). Thread 0 stages run A and run B with cp.async.bulk, each on
// its own mbarrier so that the partition search on A can start before B has
// landed. Bug (copy-paste): the copy of run B names bar_a as its completion
// barrier. bar_a receives 2048 bytes against the 1024 its expect_tx
// announced (its tx-count goes negative), bar_b expects 1024 bytes that never
// arrive: every thread hangs in the wait on bar_b.
#include <cuda/ptx>
#include <cstdint>
namespace ptx = cuda::ptx;
constexpr int TILE = 256;
__global__ void __launch_bounds__(TILE) merge_tiles(const int *__restrict__ a,
                                                    const int *__restrict__ b,
                                                    int *__restrict__ out) {
  __shared__ alignas(16) int sa[TILE];
  __shared__ alignas(16) int sb[TILE];
  __shared__ uint64_t bar_a, bar_b;
  const int t = threadIdx.x;
  if (t == 0) {
    ptx::mbarrier_init(&bar_a, 1);
    ptx::mbarrier_init(&bar_b, 1);
    ptx::fence_proxy_async(ptx::space_shared);
  }
  __syncthreads();
  if (t == 0) {
    ptx::mbarrier_arrive_expect_tx(ptx::sem_release, ptx::scope_cta, ptx::space_shared, &bar_a,
                                   sizeof(sa));
    ptx::mbarrier_arrive_expect_tx(ptx::sem_release, ptx::scope_cta, ptx::space_shared, &bar_b,
                                   sizeof(sb));
    ptx::cp_async_bulk(ptx::space_shared, ptx::space_global, sa, a + blockIdx.x * TILE,
                       sizeof(sa), &bar_a);
    ptx::cp_async_bulk(ptx::space_shared, ptx::space_global, sb, b + blockIdx.x * TILE,
                       sizeof(sb), &bar_a);
  }
  // Diagonal t of the merge matrix: binary search for the split point.
  while (!ptx::mbarrier_try_wait_parity(&bar_a, 0)) {
  }
  while (!ptx::mbarrier_try_wait_parity(&bar_b, 0)) {
  }
  int diag = 2 * t;
  int lo = diag > TILE ? diag - TILE : 0, hi = diag < TILE ? diag : TILE;
  while (lo < hi) {
    int mid = (lo + hi) / 2;
    if (sa[mid] <= sb[diag - 1 - mid])
      lo = mid + 1;
    else
      hi = mid;
  }
  int i = lo, j = diag - lo;
  for (int k = 0; k < 2; ++k) {
    bool take_a = j >= TILE || (i < TILE && sa[i] <= sb[j]);
    out[blockIdx.x * 2 * TILE + diag + k] = take_a ? sa[i++] : sb[j++];
  }
}
