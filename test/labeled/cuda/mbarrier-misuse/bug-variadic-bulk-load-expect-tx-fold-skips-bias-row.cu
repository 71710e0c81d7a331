// EXPECT: mbarrier-misuse
// ARCHS: sm_90 sm_90a
// PTXLINT-ARGS: --block-dim=128
// A variadic "load these tiles onto one barrier" helper: the transaction
// byte count is a fold over the copies' sizes, and each copy is a
// cp.async.bulk completing on the same mbarrier. The caller later added a
// bias row, issued as a separate bulk copy after the helper. BUG: the
// helper's expect_tx (A and B tiles, 2 * 4096 bytes) does not include the
// bias copy's 512 bytes, which also complete_tx on `full`: the phase can
// complete before the bias row has landed, and the extra bytes then hit the
// next phase.
#include <cuda/ptx>
#include <cstdint>
namespace ptx = cuda::ptx;
template <uint32_t... Bytes>
__device__ __forceinline__ void expect_tiles(uint64_t *bar) {
  ptx::mbarrier_arrive_expect_tx(ptx::sem_release, ptx::scope_cta, ptx::space_shared, bar, (Bytes + ...));
}
__global__ void __launch_bounds__(128)
gemv_tile(const float *__restrict__ a, const float *__restrict__ b, const float *__restrict__ bias, float *__restrict__ out) {
  __shared__ alignas(128) float sa[1024];
  __shared__ alignas(128) float sb[1024];
  __shared__ alignas(128) float sbias[128];
  __shared__ uint64_t full;
  if (threadIdx.x == 0) {
    ptx::mbarrier_init(&full, 1);
    ptx::fence_proxy_async(ptx::space_shared);
  }
  __syncthreads();
  if (threadIdx.x == 0) {
    expect_tiles<sizeof(sa), sizeof(sb)>(&full);  // BUG: sizeof(sbias) missing
    ptx::cp_async_bulk(ptx::space_shared, ptx::space_global, sa, a + (size_t)blockIdx.x * 1024, sizeof(sa), &full);
    ptx::cp_async_bulk(ptx::space_shared, ptx::space_global, sb, b + (size_t)blockIdx.x * 1024, sizeof(sb), &full);
    ptx::cp_async_bulk(ptx::space_shared, ptx::space_global, sbias, bias, sizeof(sbias), &full);
  }
  while (!ptx::mbarrier_try_wait_parity(&full, 0)) {
  }
  float acc = sbias[threadIdx.x];
  for (int k = 0; k < 8; ++k)
    acc += sa[threadIdx.x * 8 + k] * sb[k * 128 + threadIdx.x];
  out[(size_t)blockIdx.x * 128 + threadIdx.x] = acc;
}
