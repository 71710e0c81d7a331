// cp.reduce.async.bulk through libcu++'s cuda::ptx wrappers (CUDA 12.4+):
// a global .add.s32 with bulk_group completion, a .shared::cluster .max.u32
// with mbarrier completion, and (inline asm: libcu++ has no wrapper) a
// cp.async.bulk.prefetch of the input.
#include <cuda/ptx>
#include <cstdint>
namespace ptx = cuda::ptx;

extern "C" __global__ void bulk_reduce(const int *in, int *gsum, unsigned *smax) {
  __shared__ alignas(16) int src[64];
  __shared__ alignas(16) unsigned dst[64];
  __shared__ uint64_t bar;
  int t = threadIdx.x;
  if (t == 0)
    asm volatile("cp.async.bulk.prefetch.L2.global [%0], 256;" : : "l"(in) : "memory");
  for (int i = t; i < 64; i += 32) {
    src[i] = in[i];
    dst[i] = 1000u * (i % 7);
  }
  if (t == 0)
    ptx::mbarrier_init(&bar, 1);
  // Make the generic-proxy shared writes visible to the bulk (async proxy).
  ptx::fence_proxy_async(ptx::space_shared);
  __syncthreads();
  if (t == 0) {
    ptx::cp_reduce_async_bulk(ptx::space_global, ptx::space_shared, ptx::op_add, gsum, src, 256);
    ptx::cp_async_bulk_commit_group();
    ptx::cp_async_bulk_wait_group(ptx::n32_t<0>());
    ptx::mbarrier_arrive_expect_tx(ptx::sem_release, ptx::scope_cta, ptx::space_shared, &bar, 256);
    ptx::cp_reduce_async_bulk(ptx::space_cluster, ptx::space_shared, ptx::op_max, dst,
                              reinterpret_cast<const unsigned *>(src), 256, &bar);
    while (!ptx::mbarrier_try_wait_parity(&bar, 0)) {
    }
  }
  __syncthreads();
  for (int i = t; i < 64; i += 32)
    smax[i] = dst[i];
}
