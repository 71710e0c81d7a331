// EXPECT: clean
// PTXLINT-ARGS: --block-dim=128
// Cyclic-reduction tail with a named barrier per level: the participating
// threads are rounded up to whole warps (at least 32), every thread of those
// warps executes the barrier with that count, and only the first
// `active` threads compute.
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
    const int active = N >> l;                        // 64, 32, 16
    const int warps_threads = active < 32 ? 32 : active;  // 64, 32, 32
    if (t < warps_threads) {
      float nb = 0.f, nd = 0.f;
      if (t < active) {
        nb = sb[2 * t + 1] - a[2 * t + 1] * c[2 * t] / sb[2 * t];
        nd = sd[2 * t + 1] - a[2 * t + 1] * sd[2 * t] / sb[2 * t];
      }
      sync_active(warps_threads);
      if (t < active) { sb[t] = nb; sd[t] = nd; }
      sync_active(warps_threads);
    }
  }
  __syncthreads();
  b[blockIdx.x * N + t] = sb[t];
  d[blockIdx.x * N + t] = sd[t];
}
