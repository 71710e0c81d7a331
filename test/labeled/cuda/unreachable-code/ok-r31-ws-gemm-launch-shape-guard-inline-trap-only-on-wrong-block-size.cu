// EXPECT: clean
// ARCHS: sm_90a sm_100a
// PTXLINT-ARGS: --block-dim=384
// Warp-specialised kernel with a launch-shape guard: the roles assume
// exactly three warpgroups, so a wrong launch should trap at once rather
// than deadlock in the pipeline: the inline `trap` runs only when
// blockDim.x != 384, and the kernel goes on after the guard otherwise.
#include <cuda/ptx>
#include <cstdint>
namespace ptx = cuda::ptx;
__global__ void __launch_bounds__(384, 1)
    ws_scale_rows(const float *__restrict__ in, float *__restrict__ out, float alpha) {
  __shared__ alignas(128) float tile[2][1024];
  __shared__ uint64_t full[2];
  if (blockDim.x != 384)
    asm volatile("trap;");
  const int wg = threadIdx.x / 128, t = threadIdx.x % 128;
  if (threadIdx.x == 0) {
    for (int c = 0; c < 2; ++c)
      ptx::mbarrier_init(&full[c], 1);
    ptx::fence_mbarrier_init(ptx::sem_release, ptx::scope_cluster);
  }
  __syncthreads();
  if (wg == 0) {
    asm volatile("setmaxnreg.dec.sync.aligned.u32 40;");
    if (t == 0)
      for (int c = 0; c < 2; ++c) {
        ptx::mbarrier_arrive_expect_tx(ptx::sem_release, ptx::scope_cta, ptx::space_shared,
                                       &full[c], sizeof(tile[c]));
        ptx::cp_async_bulk(ptx::space_shared, ptx::space_global, tile[c],
                           in + ((size_t)blockIdx.x * 2 + c) * 1024, sizeof(tile[c]), &full[c]);
      }
    return;
  }
  asm volatile("setmaxnreg.inc.sync.aligned.u32 232;");
  const int c = wg - 1;
  while (!ptx::mbarrier_try_wait_parity(&full[c], 0)) {
  }
  for (int j = 0; j < 8; ++j)
    out[((size_t)blockIdx.x * 2 + c) * 1024 + j * 128 + t] = alpha * tile[c][j * 128 + t];
}
