// EXPECT: barrier-divergence
// A time-boxed Jacobi smoother: each sweep stages the block's slice in
// shared memory between two barriers, and the loop stops when the wall-clock
// budget is spent. Every thread reads %globaltimer itself (BUG): the reads
// happen at different moments, so some threads break out of the loop while
// the others wait at the sweep's __syncthreads().
#include <cuda_runtime.h>
__device__ __forceinline__ unsigned long long now_ns() {
  unsigned long long t;
  asm volatile("mov.u64 %0, %%globaltimer;" : "=l"(t));
  return t;
}
__global__ void __launch_bounds__(256)
jacobi_timeboxed(float *__restrict__ u, const float *__restrict__ f, int n, int max_sweeps,
                 unsigned long long budget_ns) {
  __shared__ float s[258];
  const int i = blockIdx.x * 256 + threadIdx.x;
  const unsigned long long start = now_ns();
  float ui = i < n ? u[i] : 0.f;
  const float fi = i < n ? f[i] : 0.f;
  for (int sweep = 0; sweep < max_sweeps; ++sweep) {
    if (now_ns() - start > budget_ns) break;
    s[threadIdx.x + 1] = ui;
    if (threadIdx.x == 0) s[0] = i > 0 ? u[i - 1] : 0.f;
    if (threadIdx.x == 255) s[257] = i + 1 < n ? u[i + 1] : 0.f;
    __syncthreads();
    ui = 0.5f * (s[threadIdx.x] + s[threadIdx.x + 2] - fi);
    __syncthreads();
  }
  if (i < n) u[i] = ui;
}
