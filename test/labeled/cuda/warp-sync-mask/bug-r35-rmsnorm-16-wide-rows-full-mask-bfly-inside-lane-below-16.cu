// EXPECT: warp-sync-mask
// ARCHS: sm_86 sm_89
// MODES: O3 G
// PTXLINT-ARGS: --block-dim=128
// BUG: RMSNorm for narrow rows of 16 elements, one row per warp. Only the
// low half-warp holds elements, so the butterfly reduction is done inside
// `if (lane < 16)` -- but the inline-PTX shuffle still uses the full member
// mask 0xffffffff, naming lanes 16-31 that never execute it (they go on to
// the block barrier below): the low lanes wait for them.
__global__ void __launch_bounds__(128)
    rmsnorm16(const float *__restrict__ x, const float *__restrict__ w, float *__restrict__ y, float eps) {
  __shared__ float rs[4];
  const int warp = threadIdx.x >> 5, lane = threadIdx.x & 31;
  const int row = blockIdx.x * 4 + warp;
  float v = 0.f;
  if (lane < 16) {
    v = x[row * 16 + lane];
    float ss = v * v;
    for (int o = 8; o > 0; o >>= 1) {
      float other;
      asm volatile("shfl.sync.bfly.b32 %0, %1, %2, 0x1f, 0xffffffff;" : "=f"(other) : "f"(ss), "r"(o));
      ss += other;
    }
    if (lane == 0)
      rs[warp] = rsqrtf(ss / 16.f + eps);
  }
  __syncthreads();
  if (lane < 16)
    y[row * 16 + lane] = v * rs[warp] * w[lane];
}
