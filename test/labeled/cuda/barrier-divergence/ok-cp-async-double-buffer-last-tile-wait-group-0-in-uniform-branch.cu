// EXPECT: clean
// ARCHS: sm_80 sm_90
// Double-buffered GEMM main loop with cp.async (CUTLASS sm80 multistage with
// two stages): while a next tile exists the loop issues its copies, commits,
// waits for all but the newest group (wait_group 1) and syncs; on the last
// tile it waits for everything (wait_group 0) and syncs. Both arms hold a
// __syncthreads(), and the branch tests k + 1 < ktiles, the same in every
// thread; the per-thread row guard only wraps the copies.
#include <cstdint>
__device__ __forceinline__ void cp16(void *s, const void *g) {
  asm volatile("cp.async.cg.shared.global [%0], [%1], 16;" ::"r"(
                   static_cast<unsigned>(__cvta_generic_to_shared(s))),
               "l"(g)
               : "memory");
}
__global__ void __launch_bounds__(128) gemm_k_loop(const float *__restrict__ a, const float *__restrict__ b,
                                                   float *__restrict__ c, int m, int ktiles) {
  __shared__ alignas(16) float as[2][32][32];
  __shared__ alignas(16) float bs[2][32][32];
  const int tr = threadIdx.x / 8, tc = (threadIdx.x % 8) * 4;  // 16 rows x 8 float4 per pass
  const int row0 = blockIdx.x * 32;
  auto load = [&](int stage, int kt) {
    for (int r = tr; r < 32; r += 16) {
      if (row0 + r < m)
        cp16(&as[stage][r][tc], a + (size_t)(row0 + r) * ktiles * 32 + kt * 32 + tc);
      cp16(&bs[stage][r][tc], b + (size_t)(kt * 32 + r) * 32 + tc);
    }
    asm volatile("cp.async.commit_group;" ::: "memory");
  };
  float acc[8] = {};
  load(0, 0);
  for (int k = 0; k < ktiles; ++k) {
    if (k + 1 < ktiles) {
      load((k + 1) & 1, k + 1);
      asm volatile("cp.async.wait_group 1;" ::: "memory");
      __syncthreads();
    } else {
      asm volatile("cp.async.wait_group 0;" ::: "memory");
      __syncthreads();
    }
    const int s = k & 1;
    for (int kk = 0; kk < 32; ++kk)
      for (int i = 0; i < 8; ++i)
        acc[i] += as[s][tr + (i & 1) * 16][kk] * bs[s][kk][(threadIdx.x % 8) * 4 + (i >> 1)];
    __syncthreads();
  }
  for (int i = 0; i < 8; ++i) {
    const int r = row0 + tr + (i & 1) * 16;
    if (r < m)
      c[(size_t)r * 32 + (threadIdx.x % 8) * 4 + (i >> 1)] = acc[i];
  }
}
