// EXPECT: mbarrier-misuse
// ARCHS: sm_90a
// PTXLINT-ARGS: --block-dim=256
// BUG: persistent fused LayerNorm backward (dx only), one row of H = 1024
// floats at a time per block: thread 0 bulk-copies the row's dy and x into
// shared memory behind one mbarrier and every thread waits on it. The
// author "resets" the barrier for each row by calling mbarrier_init again at
// the top of the row loop, without an mbarrier.inval, on an object that is
// still initialised from the previous row (and may still be polled by a
// slow thread); the wait uses parity 0 each time to match.
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
  for (int row = blockIdx.x; row < rows; row += gridDim.x) {
    if (threadIdx.x == 0) {
      ptx::mbarrier_init(&bar, 1);
      ptx::fence_proxy_async(ptx::space_shared);
      ptx::mbarrier_arrive_expect_tx(ptx::sem_release, ptx::scope_cta, ptx::space_shared, &bar, 2 * H * sizeof(float));
      ptx::cp_async_bulk(ptx::space_shared, ptx::space_global, sdy, dy + (size_t)row * H, H * sizeof(float), &bar);
      ptx::cp_async_bulk(ptx::space_shared, ptx::space_global, sx, x + (size_t)row * H, H * sizeof(float), &bar);
    }
    __syncthreads();
    while (!ptx::mbarrier_try_wait_parity(&bar, 0)) {
    }
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
