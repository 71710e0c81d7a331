// EXPECT: clean
// ARCHS: sm_90a sm_100a
// MODES: O3 G
// PTXLINT-ARGS: --block-dim=128
// OK: persistent MoE grouped GEMM that re-initialises its copy barrier for
// every tile: thread 0 inits it (then a CTA barrier publishes the init),
// and invalidates it at the end of the tile after the CTA barrier that
// follows the last read, so each init acts on an invalidated object.
#include <cuda/ptx>
#include <cstdint>
namespace ptx = cuda::ptx;
constexpr int TILE_K = 1024;
__global__ void __launch_bounds__(128)
    moe_grouped_gemm_persistent(const float *__restrict__ a, const int *__restrict__ tile_expert, const float *__restrict__ w,
                                float *__restrict__ out, int num_tiles) {
  __shared__ alignas(16) float a_tile[TILE_K];
  __shared__ uint64_t bar;
  for (int tile = blockIdx.x; tile < num_tiles; tile += gridDim.x) {
    if (threadIdx.x == 0) {
      ptx::mbarrier_init(&bar, 1);
      ptx::fence_mbarrier_init(ptx::sem_release, ptx::scope_cluster);
    }
    __syncthreads();
    if (threadIdx.x == 0) {
      ptx::mbarrier_arrive_expect_tx(ptx::sem_release, ptx::scope_cta, ptx::space_shared, &bar, TILE_K * 4);
      ptx::cp_async_bulk(ptx::space_shared, ptx::space_global, a_tile, a + (size_t)tile * TILE_K, TILE_K * 4, &bar);
    }
    while (!ptx::mbarrier_try_wait_parity(&bar, 0)) {
    }
    const float *we = w + (size_t)tile_expert[tile] * TILE_K * 128;
    float acc = 0.f;
    for (int k = 0; k < TILE_K; ++k)
      acc += a_tile[k] * we[(size_t)k * 128 + threadIdx.x];
    out[(size_t)tile * 128 + threadIdx.x] = acc;
    __syncthreads();
    if (threadIdx.x == 0)
      asm volatile("mbarrier.inval.shared::cta.b64 [%0];" ::"r"((uint32_t)__cvta_generic_to_shared(&bar)) : "memory");
  }
}
