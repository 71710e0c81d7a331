// EXPECT: mbarrier-misuse
// ARCHS: sm_90 sm_90a
// PTXLINT-ARGS: --block-dim=256
// Softmax over one 4096-float row per block staged with a bulk copy. The
// arming arrive says it expects ROW transaction bytes, the row's element
// count, while the copy moves ROW * 4 bytes: the tx-count the copy completes
// exceeds what the phase expects.
#include <cuda/ptx>
#include <cstdint>
namespace ptx = cuda::ptx;
constexpr int ROW = 4096;
__global__ void softmax_bulk_row(const float *x, float *y) {
  __shared__ alignas(128) float row[ROW];
  __shared__ float red[8];
  __shared__ uint64_t bar;
  if (threadIdx.x == 0) {
    ptx::mbarrier_init(&bar, 1);
    ptx::fence_proxy_async(ptx::space_shared);
  }
  __syncthreads();
  if (threadIdx.x == 0) {
    ptx::mbarrier_arrive_expect_tx(ptx::sem_release, ptx::scope_cta, ptx::space_shared, &bar,
                                   ROW);
    ptx::cp_async_bulk(ptx::space_shared, ptx::space_global, row, x + (size_t)blockIdx.x * ROW,
                       ROW * sizeof(float), &bar);
  }
  while (!ptx::mbarrier_try_wait_parity(&bar, 0)) {
  }
  float m = -1e30f;
  for (int j = threadIdx.x; j < ROW; j += 256)
    m = fmaxf(m, row[j]);
  for (int o = 16; o; o >>= 1)
    m = fmaxf(m, __shfl_xor_sync(0xffffffffu, m, o));
  if (threadIdx.x % 32 == 0)
    red[threadIdx.x / 32] = m;
  __syncthreads();
  m = red[0];
  for (int w = 1; w < 8; ++w)
    m = fmaxf(m, red[w]);
  for (int j = threadIdx.x; j < ROW; j += 256)
    y[(size_t)blockIdx.x * ROW + j] = __expf(row[j] - m);
}
