// EXPECT: barrier-misuse barrier-divergence
// PTXLINT-ARGS: --block-dim=128
// Tridiagonal solve, cyclic-reduction tail: after the full-block levels, the
// remaining levels only involve the first 128 >> l threads, and the author
// synchronises just those with a named barrier whose count is the number of
// active threads. At the third level that count is 16 (BUG): a named barrier
// count must be a multiple of the warp size, and half a warp cannot arrive.
#define N 128
__device__ __forceinline__ void sync_active(int count) {
  asm volatile("bar.sync 1, %0;" ::"r"(count) : "memory");
}
__global__ void __launch_bounds__(N) cr_tail(float *__restrict__ b, float *__restrict__ d,
                                             const float *__restrict__ a,
                                             const float *__restrict__ c) {
  __shared__ float sb[N], sd[N];
  const int t = threadIdx.x;
  sb[t] = b[blockIdx.x * N + t];
  sd[t] = d[blockIdx.x * N + t];
  __syncthreads();
#pragma unroll
  for (int l = 1; l <= 3; ++l) {
    const int active = N >> l;  // 64, 32, 16
    if (t < active) {
      const float nb = sb[2 * t + 1] - a[2 * t + 1] * c[2 * t] / sb[2 * t];
      const float nd = sd[2 * t + 1] - a[2 * t + 1] * sd[2 * t] / sb[2 * t];
      sync_active(active);  // BUG: 16 threads at l = 3
      sb[t] = nb;
      sd[t] = nd;
      sync_active(active);
    }
  }
  __syncthreads();
  b[blockIdx.x * N + t] = sb[t];
  d[blockIdx.x * N + t] = sd[t];
}
