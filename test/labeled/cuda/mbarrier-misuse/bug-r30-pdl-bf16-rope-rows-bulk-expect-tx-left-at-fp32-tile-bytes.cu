// EXPECT: mbarrier-misuse
// ARCHS: sm_90a sm_100a
// PTXLINT-ARGS: --block-dim=128
// Rotary-embedding kernel launched with programmatic dependent launch: it
// waits on the previous kernel (griddepcontrol.wait) before thread 0 bulk
// copies four rows of 128 bf16 query values into shared memory, then signals
// the next kernel early. The kernel was ported from fp32: TILE_BYTES still
// says sizeof(float) (BUG: 2 KiB expected, 1 KiB copied; the tx-count never
// reaches zero and every thread spins on the barrier forever).
#include <cuda/ptx>
#include <cuda_bf16.h>
#include <cstdint>
namespace ptx = cuda::ptx;
constexpr int ROWS = 4, DIM = 128;
constexpr uint32_t TILE_BYTES = ROWS * DIM * sizeof(float);
__global__ void __launch_bounds__(128)
    rope_rows(const __nv_bfloat16 *__restrict__ q, const float2 *__restrict__ cs,
              __nv_bfloat16 *__restrict__ out) {
  __shared__ alignas(128) __nv_bfloat16 tile[ROWS][DIM];
  __shared__ uint64_t bar;
  if (threadIdx.x == 0) {
    ptx::mbarrier_init(&bar, 1);
    ptx::fence_mbarrier_init(ptx::sem_release, ptx::scope_cluster);
  }
  __syncthreads();
  asm volatile("griddepcontrol.wait;" ::: "memory");
  if (threadIdx.x == 0) {
    ptx::mbarrier_arrive_expect_tx(ptx::sem_release, ptx::scope_cta, ptx::space_shared, &bar,
                                   uint32_t{TILE_BYTES});
    ptx::cp_async_bulk(ptx::space_shared, ptx::space_global, &tile[0][0],
                       q + (size_t)blockIdx.x * ROWS * DIM, sizeof(tile), &bar);
  }
  while (!ptx::mbarrier_try_wait_parity(&bar, 0)) {
  }
  asm volatile("griddepcontrol.launch_dependents;");
  const int r = threadIdx.x / 32, p = threadIdx.x % 32;
  for (int i = p; i < DIM / 2; i += 32) {
    const float2 c = cs[i];
    const float x = __bfloat162float(tile[r][2 * i]), y = __bfloat162float(tile[r][2 * i + 1]);
    const size_t o = ((size_t)blockIdx.x * ROWS + r) * DIM + 2 * i;
    out[o] = __float2bfloat16(x * c.x - y * c.y);
    out[o + 1] = __float2bfloat16(x * c.y + y * c.x);
  }
}
