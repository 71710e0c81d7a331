// EXPECT: barrier-misuse
// PTXLINT-ARGS: --block-dim=160
// In-CTA split-K: four warps each accumulate a quarter of K for a 32-wide
// strip and a fifth warp stores the combined result. All five warps meet at
// named barrier 1, but its count is kSplitK * 32 = 128 (the store warp was
// added later): the barrier completes when the first four warps arrive, so the
// store warp may read partials that are not written yet.
constexpr int kSplitK = 4;
__global__ void __launch_bounds__(160)
splitk_strip(const float *__restrict__ a, const float *__restrict__ x,
             float *__restrict__ y, int k) {
  __shared__ float part[kSplitK][32];
  const int warp = threadIdx.x / 32, lane = threadIdx.x % 32;
  const int row = blockIdx.x * 32 + lane;
  if (warp < kSplitK) {
    float s = 0.f;
    const int k0 = warp * (k / kSplitK), k1 = k0 + k / kSplitK;
    for (int j = k0; j < k1; ++j)
      s += a[(size_t)j * gridDim.x * 32 + row] * x[j];
    part[warp][lane] = s;
  }
  asm volatile("bar.sync 1, %0;" ::"n"(kSplitK * 32) : "memory");
  if (warp == kSplitK)
    y[row] = part[0][lane] + part[1][lane] + part[2][lane] + part[3][lane];
}
