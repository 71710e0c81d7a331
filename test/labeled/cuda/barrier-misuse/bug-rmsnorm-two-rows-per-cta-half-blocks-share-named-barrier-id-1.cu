// EXPECT: barrier-misuse
// PTXLINT-ARGS: --block-dim=256
// BUG: an RMSNorm for short rows (N <= 1024) that packs two rows into one
// 256-thread CTA: threads 0-127 normalise row 2*blockIdx.x and threads
// 128-255 row 2*blockIdx.x + 1, each half reducing its sum of squares over
// its four warps and syncing on a named barrier counted as its 128 threads.
// Both halves use id 1: 256 threads execute `bar.sync 1, 128`, so the
// barrier completes with any four warps - two of one half and two of the
// other - and a half can read its warp partials before its own warps wrote
// them. Each half needs its own id (`1 + half`).
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
  named_sync(1, 128);
  const float total = part[half][0] + part[half][1] + part[half][2] + part[half][3];
  const float r = rsqrtf(total / N + eps);
  if (valid)
    for (int i = ht; i < N; i += 128)
      Y[(size_t)row * N + i] = x[i] * r * w[i];
}
