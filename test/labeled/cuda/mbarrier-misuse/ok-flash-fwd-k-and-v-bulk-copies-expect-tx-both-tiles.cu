// EXPECT: clean
// ARCHS: sm_90 sm_90a
// PTXLINT-ARGS: --block-dim=128
// KV load with two bulk copies completing on one mbarrier, counted right: the
// elected thread's arrive.expect_tx announces sizeof(K tile) + sizeof(V tile),
// the barrier was initialised for that single arrival, and every thread
// waits on parity 0 (the barrier's first phase) before reading either tile.
#include <cuda/ptx>
#include <cuda_bf16.h>
#include <cstdint>
namespace ptx = cuda::ptx;
constexpr int kRows = 64, kDim = 64;
__global__ void load_kv(const __nv_bfloat16 *__restrict__ k, const __nv_bfloat16 *__restrict__ v,
                        float *__restrict__ out) {
  __shared__ alignas(128) __nv_bfloat16 ks[kRows * kDim];
  __shared__ alignas(128) __nv_bfloat16 vs[kRows * kDim];
  __shared__ uint64_t kv_full;
  const size_t head = (size_t)blockIdx.x * kRows * kDim;
  if (threadIdx.x == 0) {
    ptx::mbarrier_init(&kv_full, 1);
    ptx::fence_proxy_async(ptx::space_shared);
  }
  __syncthreads();
  if (threadIdx.x == 0) {
    ptx::mbarrier_arrive_expect_tx(ptx::sem_release, ptx::scope_cta, ptx::space_shared,
                                   &kv_full, sizeof(ks) + sizeof(vs));
    ptx::cp_async_bulk(ptx::space_shared, ptx::space_global, ks, k + head, sizeof(ks), &kv_full);
    ptx::cp_async_bulk(ptx::space_shared, ptx::space_global, vs, v + head, sizeof(vs), &kv_full);
  }
  while (!ptx::mbarrier_try_wait_parity(&kv_full, 0)) {
  }
  float acc = 0.f;
  for (int d = 0; d < kDim; ++d)
    acc += __bfloat162float(ks[(threadIdx.x % kRows) * kDim + d]) *
           __bfloat162float(vs[(threadIdx.x % kRows) * kDim + d]);
  out[blockIdx.x * 128 + threadIdx.x] = acc;
}
