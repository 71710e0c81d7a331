// EXPECT: clean
// ARCHS: sm_90a sm_100a
// PTXLINT-ARGS: --block-dim=384
// FP8 (e4m3) GEMV: each of the three warpgroups of a CTA takes a 128-row
// slice of a 384-row block of W, converts pairs of e4m3 weights with
// __nv_cvt_fp8x2_to_halfraw2 and writes its partial dot products to shared
// memory; the leader of each warpgroup then arrives on `done` (count 3) and
// warpgroup 0 waits on it before it applies the per-tensor scale. A
// warpgroup whose rows start past M has no work, but its leader still
// arrives before the warpgroup returns, so `done` always sees 3 arrivals.
#include <cuda/ptx>
#include <cuda_fp8.h>
#include <cstdint>
namespace ptx = cuda::ptx;
__global__ void __launch_bounds__(384)
    fp8_gemv(const __nv_fp8x2_storage_t *__restrict__ w, const float *__restrict__ x,
             float scale, float *__restrict__ y, int m, int k2) {
  __shared__ float part[384];
  __shared__ uint64_t done;
  const int wg = threadIdx.x / 128, t = threadIdx.x % 128;
  const int row0 = blockIdx.x * 384 + wg * 128;
  if (threadIdx.x == 0) {
    ptx::mbarrier_init(&done, 3);
    ptx::fence_mbarrier_init(ptx::sem_release, ptx::scope_cluster);
  }
  __syncthreads();
  if (row0 >= m) {
    if (t == 0)
      ptx::mbarrier_arrive(&done);
    return;
  }
  const int row = row0 + t;
  float acc = 0.f;
  if (row < m) {
    for (int j = 0; j < k2; ++j) {
      const __half2_raw h = __nv_cvt_fp8x2_to_halfraw2(w[(size_t)row * k2 + j], __NV_E4M3);
      const float2 f = __half22float2(*reinterpret_cast<const __half2 *>(&h));
      acc += f.x * x[2 * j] + f.y * x[2 * j + 1];
    }
  }
  part[threadIdx.x] = acc;
  asm volatile("bar.sync %0, 128;" ::"r"(1 + wg) : "memory");
  if (t == 0)
    ptx::mbarrier_arrive(&done);
  if (wg == 0) {
    while (!ptx::mbarrier_try_wait_parity(&done, 0)) {
    }
    for (int r = t; r < 384 && blockIdx.x * 384 + r < m; r += 128)
      y[blockIdx.x * 384 + r] = part[r] * scale;
  }
}
