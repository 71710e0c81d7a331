// EXPECT: clean
// PTXLINT-ARGS: --block-dim=256
// OK: the same two-rows-per-CTA RMSNorm (threads 0-127 on one row, 128-255 on
// the next, four warps per half) with a named barrier per half: half h syncs
// on id 1 + h counted as its 128 threads, so each barrier is executed by
// exactly the 128 threads it counts and orders only its own half's partials.
__device__ __forceinline__ void named_sync(int id, int n) {
  asm volatile("bar.sync %0, %1;" ::"r"(id), "r"(n) : "memory");
}
__global__ void __launch_bounds__(256) rmsnorm_two_rows(const float *__restrict__ X, const float *__restrict__ w,
                                                        float *__restrict__ Y, int rows, int N, float eps) {
  __shared__ float part[2][4];
  const int t = threadIdx.x, half = t / 128, ht = t % 128, hw = ht / 32, lane = t % 32;
  const int row = 2 * blockIdx.x + half;
  const bool valid = row < rows;
  const float *x = X + (size_t)(valid ? row : 0) * N;
  float ss = 0.f;
  if (valid)
    for (int i = ht; i < N; i += 128)
      ss += x[i] * x[i];
  for (int o = 16; o > 0; o >>= 1)
    ss += __shfl_xor_sync(0xffffffffu, ss, o);
  if (lane == 0)
    part[half][hw] = ss;
  named_sync(1 + half, 128);
  const float total = part[half][0] + part[half][1] + part[half][2] + part[half][3];
  const float r = rsqrtf(total / N + eps);
  if (valid)
    for (int i = ht; i < N; i += 128)
      Y[(size_t)row * N + i] = x[i] * r * w[i];
}
