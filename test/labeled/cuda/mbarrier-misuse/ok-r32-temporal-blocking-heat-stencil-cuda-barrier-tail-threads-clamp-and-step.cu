// EXPECT: clean
// ARCHS: sm_86 sm_90
// MODES: O3 G lineinfo
// PTXLINT-ARGS: --block-dim=256
// 1-D heat equation with temporal blocking: a block loads 256 points (with
// a halo of T on each side recomputed redundantly, so each block advances T
// time steps without touching global memory) and steps them in shared
// memory, a cuda::barrier phase per time step, the barrier expecting every
// thread of the block. Threads past the end of the rod load the clamped last
// point and step along with the others (their values are never stored), so
// every thread arrives on every phase.
#include <cuda/barrier>
#define T 8
__global__ void __launch_bounds__(256)
    heat_tblock(const float *__restrict__ u0, float *__restrict__ u1, int n, float r) {
  __shared__ cuda::barrier<cuda::thread_scope_block> bar;
  __shared__ float u[2][256];
  const int t = threadIdx.x;
  const int g = blockIdx.x * (256 - 2 * T) + t - T; // halo of T each side
  if (t == 0)
    init(&bar, blockDim.x);
  __syncthreads();
  u[0][t] = u0[min(max(g, 0), n - 1)];
  bar.arrive_and_wait();
  int cur = 0;
  for (int s = 0; s < T; ++s) {
    const float l = t > 0 ? u[cur][t - 1] : u[cur][t];
    const float rr = t < 255 ? u[cur][t + 1] : u[cur][t];
    u[cur ^ 1][t] = u[cur][t] + r * (l - 2.f * u[cur][t] + rr);
    cur ^= 1;
    bar.arrive_and_wait();
  }
  if (t >= T && t < 256 - T && g < n)
    u1[g] = u[cur][t];
}
