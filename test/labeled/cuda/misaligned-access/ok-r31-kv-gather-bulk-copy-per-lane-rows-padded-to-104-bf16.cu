// EXPECT: clean
// ARCHS: sm_90a sm_100a
// PTXLINT-ARGS: --block-dim=128
// Paged-KV gather for a model with head_dim 100 (bf16): the lanes of warp 0
// each bulk-copy one key row of 200 bytes from the KV cache into a shared
// tile of 32 rows, all completing on one mbarrier that lane 0 armed with the
// tile's bytes. The cache and the tile pad each row to 104 bf16 (208 bytes,
// 13 * 16), so every row's source and destination are 16-byte aligned as
// cp.async.bulk requires; the copy moves the padded 208 bytes.
#include <cuda/ptx>
#include <cuda_bf16.h>
#include <cstdint>
namespace ptx = cuda::ptx;
constexpr int HD = 100, PAD = 104, ROWS = 32;
__global__ void __launch_bounds__(128)
    kv_gather(const __nv_bfloat16 *__restrict__ kv, const int *__restrict__ slot,
              const __nv_bfloat16 *__restrict__ q, float *__restrict__ scores) {
  __shared__ alignas(128) __nv_bfloat16 tile[ROWS * PAD];
  __shared__ uint64_t bar;
  const int lane = threadIdx.x % 32;
  if (threadIdx.x == 0) {
    ptx::mbarrier_init(&bar, 1);
    ptx::fence_mbarrier_init(ptx::sem_release, ptx::scope_cluster);
  }
  __syncthreads();
  if (threadIdx.x < 32) {
    if (lane == 0)
      ptx::mbarrier_arrive_expect_tx(ptx::sem_release, ptx::scope_cta, ptx::space_shared, &bar,
                                     uint32_t{ROWS * PAD * sizeof(__nv_bfloat16)});
    __syncwarp();
    const int src = slot[blockIdx.x * ROWS + lane];
    ptx::cp_async_bulk(ptx::space_shared, ptx::space_global, &tile[lane * PAD],
                       kv + (size_t)src * PAD, uint32_t{PAD * sizeof(__nv_bfloat16)}, &bar);
  }
  while (!ptx::mbarrier_try_wait_parity(&bar, 0)) {
  }
  if (threadIdx.x < ROWS) {
    float s = 0.f;
    for (int d = 0; d < HD; ++d)
      s += __bfloat162float(tile[threadIdx.x * PAD + d]) * __bfloat162float(q[blockIdx.x * HD + d]);
    scores[blockIdx.x * ROWS + threadIdx.x] = s;
  }
}
