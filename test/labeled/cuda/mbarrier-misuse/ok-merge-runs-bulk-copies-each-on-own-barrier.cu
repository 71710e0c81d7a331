// EXPECT: clean
// ARCHS: sm_90
// PTXLINT-ARGS: --block-dim=256
// Block-wide merge of two sorted runs (merge-path, one 256-key tile of each
// run per block). Thread 0 stages run A and run B with cp.async.bulk, each on
// its own mbarrier, announcing each run's 1024 bytes on that run's barrier.
// Near miss of the copy-paste bug: two barriers, two expect_tx, two copies,
// each copy completing on the barrier whose expect_tx counted it. Both
// barriers complete their first phase; the parity-0 waits are right.
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
    ptx::cp_async_bulk(ptx::space_shared, ptx::space_global, sa, a + blockIdx.x * TILE,
                       sizeof(sa), &bar_a);
    ptx::mbarrier_arrive_expect_tx(ptx::sem_release, ptx::scope_cta, ptx::space_shared, &bar_b,
                                   sizeof(sb));
    ptx::cp_async_bulk(ptx::space_shared, ptx::space_global, sb, b + blockIdx.x * TILE,
                       sizeof(sb), &bar_b);
  }
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
