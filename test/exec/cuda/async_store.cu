// st.async / red.async through libcu++'s cuda::ptx wrappers (PTX ISA 9.0
// 9.7.9.12, 9.7.13.7): each CTA of a 2-CTA cluster stores into its peer's
// shared memory and signals the peer's mbarrier, which expects the bytes
// (4 threads x (8 + 8 + 4 + 4)); then each CTA stores what it received.
#include <cooperative_groups.h>
#include <cuda/ptx>
#include <cstdint>
namespace cg = cooperative_groups;

__global__ void __cluster_dims__(2, 1, 1) k(int *out) {
  __shared__ alignas(16) int32_t buf[8];
  __shared__ uint32_t sum;
  __shared__ int32_t mx;
  __shared__ uint64_t bar;
  cg::cluster_group cl = cg::this_cluster();
  unsigned rank = cl.block_rank(), peer = rank ^ 1;
  if (threadIdx.x == 0) {
    sum = 0;
    mx = -100;
    cuda::ptx::mbarrier_init(&bar, 1);
  }
  cl.sync();
  if (threadIdx.x == 0)
    cuda::ptx::mbarrier_arrive_expect_tx(cuda::ptx::sem_release, cuda::ptx::scope_cta,
                                         cuda::ptx::space_shared, &bar, 4 * (8 + 8 + 4 + 4));
  int32_t *pbuf = cl.map_shared_rank(buf, peer);
  uint32_t *psum = cl.map_shared_rank(&sum, peer);
  int32_t *pmx = cl.map_shared_rank(&mx, peer);
  uint64_t *pbar = cl.map_shared_rank(&bar, peer);
  if (threadIdx.x < 4) {
    int32_t v[2] = {int32_t(rank * 100 + threadIdx.x), -int32_t(threadIdx.x)};
    auto *dst = reinterpret_cast<int32_t(*)[2]>(pbuf + 2 * threadIdx.x);
    cuda::ptx::st_async(dst, *reinterpret_cast<int32_t(*)[2]>(v), pbar);
    // the same store again: two complete-tx of 8 bytes
    cuda::ptx::st_async(dst, *reinterpret_cast<int32_t(*)[2]>(v), pbar);
    cuda::ptx::red_async(cuda::ptx::op_add, psum, uint32_t(threadIdx.x + 1), pbar);
    cuda::ptx::red_async(cuda::ptx::op_max, pmx, int32_t(threadIdx.x * 7) - 10, pbar);
  }
  while (!cuda::ptx::mbarrier_try_wait_parity(&bar, 0)) {
  }
  if (threadIdx.x < 8)
    out[rank * 10 + threadIdx.x] = buf[threadIdx.x];
  if (threadIdx.x == 0) {
    out[rank * 10 + 8] = sum;
    out[rank * 10 + 9] = mx;
  }
  cl.sync();
}
