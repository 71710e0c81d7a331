// EXPECT: barrier-misuse
// PTXLINT-ARGS: --block-dim=192
// BUG: blocked right-looking Cholesky of a batch of 32x32 SPD matrices, one
// matrix per block of 192 threads. Per column k, warp 0 scales column k
// below the diagonal and signals the trailing-update warps 1-5 through named
// barrier 1 (producer `bar.arrive`, consumers `bar.sync`), then waits on
// __syncthreads() for the update. The barrier count is written as
// `THREADS_PER_BLOCK`, still 256 from the kernel's first version: larger
// than the 192-thread block, so the consumers wait for threads that do not
// exist.
#define THREADS_PER_BLOCK 256
__global__ void __launch_bounds__(192)
batched_cholesky32(float *__restrict__ A, int batch) {
  __shared__ float L[32][33];
  const int t = threadIdx.x, warp = t / 32, lane = t % 32;
  float *a = A + (size_t)blockIdx.x * 32 * 32;
  for (int i = t; i < 32 * 32; i += 192) L[i / 32][i % 32] = a[i];
  __syncthreads();
  for (int k = 0; k < 32; ++k) {
    if (warp == 0) {
      const float d = sqrtf(L[k][k]);
      if (lane > k) L[lane][k] /= d;
      __syncwarp();
      if (lane == k) L[k][k] = d;
      asm volatile("bar.arrive 1, %0;" ::"r"(THREADS_PER_BLOCK) : "memory");
    } else {
      asm volatile("bar.sync 1, %0;" ::"r"(THREADS_PER_BLOCK) : "memory");
      for (int i = t - 32; i < 32 * 32; i += 160) {
        const int r = i / 32, c = i % 32;
        if (c > k && r >= c) L[r][c] -= L[r][k] * L[c][k];
      }
    }
    __syncthreads();
  }
  for (int i = t; i < 32 * 32; i += 192) a[i] = (i % 32 <= i / 32) ? L[i / 32][i % 32] : 0.f;
}
