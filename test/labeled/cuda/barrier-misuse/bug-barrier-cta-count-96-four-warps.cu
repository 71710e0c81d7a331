// EXPECT: barrier-misuse
// ARCHS: sm_90 sm_90a
// PTXLINT-ARGS: --block-dim=160
// Warp-specialised kernel written with the PTX 8.0 barrier.cta spelling:
// warps 0..3 are the math warps and sync among themselves on barrier 1, warp
// 4 loads. The count says 96 (three warps) although four warps execute it,
// so the barrier completes with the first three and the fourth starts a new
// phase.
__global__ void __launch_bounds__(160) math_warps(const float *a, float *c, int k) {
  __shared__ float tile[128];
  const int warp = threadIdx.x / 32;
  if (warp < 4) {
    float acc = 0.f;
    for (int kk = 0; kk < k; ++kk) {
      tile[threadIdx.x] = a[kk * 128 + threadIdx.x];
      asm volatile("barrier.cta.sync.aligned 1, 96;" ::: "memory");
      acc += tile[127 - threadIdx.x];
      asm volatile("barrier.cta.sync.aligned 1, 96;" ::: "memory");
    }
    c[blockIdx.x * 128 + threadIdx.x] = acc;
  } else {
    c[gridDim.x * 128 + blockIdx.x * 32 + (threadIdx.x & 31)] = 0.f;
  }
}
