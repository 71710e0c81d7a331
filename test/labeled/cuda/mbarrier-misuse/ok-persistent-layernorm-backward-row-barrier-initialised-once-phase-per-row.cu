// EXPECT: clean
// ARCHS: sm_90a
// PTXLINT-ARGS: --block-dim=256
// OK: persistent fused LayerNorm backward (dx only), one row per trip: the
// row barrier is initialised once before the row loop, and each trip's
// wait uses the parity of the trip count (phase n completes with the n-th
// row's copies); the trailing __syncthreads() keeps the next copy from
// overwriting a row still being read.
#include <cuda/ptx>
#include <cstdint>
namespace ptx = cuda::ptx;
constexpr int H = 1024, T = 256;
__device__ __forceinline__ float block_sum(float v, float *red) {
  for (int o = 16; o; o >>= 1) v += __shfl_xor_sync(0xffffffffu, v, o);
  if ((threadIdx.x & 31) == 0) red[threadIdx.x / 32] = v;
  __syncthreads();
  float s = 0.f;
  for (int w = 0; w < T / 32; ++w) s += red[w];
  __syncthreads();
  return s;
}
__global__ void __launch_bounds__(T)
layernorm_bwd_dx(const float *__restrict__ dy, const float *__restrict__ x, const float *__restrict__ gamma,
                 const float *__restrict__ mean, const float *__restrict__ rstd, float *__restrict__ dx, int rows) {
  __shared__ alignas(128) float sdy[H];
  __shared__ alignas(128) float sx[H];
  __shared__ float red[T / 32];
  __shared__ uint64_t bar;
  if (threadIdx.x == 0) {
    ptx::mbarrier_init(&bar, 1);
    ptx::fence_proxy_async(ptx::space_shared);
  }
  __syncthreads();
  uint32_t phase = 0;
  for (int row = blockIdx.x; row < rows; row += gridDim.x) {
    if (threadIdx.x == 0) {
      ptx::mbarrier_arrive_expect_tx(ptx::sem_release, ptx::scope_cta, ptx::space_shared, &bar, 2 * H * sizeof(float));
      ptx::cp_async_bulk(ptx::space_shared, ptx::space_global, sdy, dy + (size_t)row * H, H * sizeof(float), &bar);
      ptx::cp_async_bulk(ptx::space_shared, ptx::space_global, sx, x + (size_t)row * H, H * sizeof(float), &bar);
    }
    while (!ptx::mbarrier_try_wait_parity(&bar, phase)) {
    }
    phase ^= 1;
    const float mu = mean[row], rs = rstd[row];
    float a = 0.f, b = 0.f;
    for (int i = threadIdx.x; i < H; i += T) {
      const float g = sdy[i] * gamma[i], xh = (sx[i] - mu) * rs;
      a += g; b += g * xh;
    }
    const float sa = block_sum(a, red) / H, sb = block_sum(b, red) / H;
    for (int i = threadIdx.x; i < H; i += T) {
      const float xh = (sx[i] - mu) * rs;
      dx[(size_t)row * H + i] = rs * (sdy[i] * gamma[i] - sa - xh * sb);
    }
    __syncthreads();
  }
}
