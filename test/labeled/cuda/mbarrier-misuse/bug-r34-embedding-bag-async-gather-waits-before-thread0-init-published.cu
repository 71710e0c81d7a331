// EXPECT: mbarrier-misuse
// ARCHS: sm_90 sm_90a
// MODES: O3 G
// PTXLINT-ARGS: --block-dim=128
// BUG: embedding-bag forward that gathers each bag's rows into shared memory
// with bulk copies completing on one mbarrier: thread 0 initialises the
// barrier and issues the copies, and every thread waits on it before
// summing the rows. The __syncthreads() between the init and the other
// threads' first wait was dropped as "redundant, the wait synchronises":
// threads of other warps can poll the barrier before thread 0 has
// initialised it.
#include <cuda/ptx>
#include <cstdint>
namespace ptx = cuda::ptx;
template <int DIM, int MAX_BAG>
__global__ void __launch_bounds__(128)
    embedding_bag_sum(const float *__restrict__ table, const int *__restrict__ indices, const int *__restrict__ offsets,
                      float *__restrict__ out) {
  __shared__ alignas(16) float rows[MAX_BAG][DIM];
  __shared__ uint64_t bar;
  const int bag = blockIdx.x;
  const int begin = offsets[bag], len = min(offsets[bag + 1] - begin, MAX_BAG);
  if (threadIdx.x == 0) {
    ptx::mbarrier_init(&bar, 1);
    ptx::fence_mbarrier_init(ptx::sem_release, ptx::scope_cluster);
    ptx::mbarrier_arrive_expect_tx(ptx::sem_release, ptx::scope_cta, ptx::space_shared, &bar, len * DIM * 4);
    for (int r = 0; r < len; ++r)
      ptx::cp_async_bulk(ptx::space_shared, ptx::space_global, &rows[r][0], table + (size_t)indices[begin + r] * DIM,
                         DIM * 4, &bar);
  }
  while (!ptx::mbarrier_try_wait_parity(&bar, 0)) {
  }
  for (int d = threadIdx.x; d < DIM; d += 128) {
    float s = 0.f;
    for (int r = 0; r < len; ++r)
      s += rows[r][d];
    out[(size_t)bag * DIM + d] = s;
  }
}
template __global__ void embedding_bag_sum<256, 16>(const float *, const int *, const int *, float *);
