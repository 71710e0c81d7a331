// EXPECT: clean
// ARCHS: sm_90a
// PTXLINT-ARGS: --block-dim=256
// OK: explicit 1-D heat equation on a 1024-cell rod per block, 4 cells per
// thread, ping-pong buffers in shared memory, with a split-phase mbarrier
// (cuda::ptx) instead of __syncthreads() so that each thread updates its two
// interior cells -- which only read its own cells -- while the others finish
// the previous sweep. Every sweep ends with `tok = arrive()`, and the next
// sweep's (and the final) wait tests that newest token.
#include <cuda/ptx>
#include <cstdint>
namespace ptx = cuda::ptx;
__global__ void __launch_bounds__(256)
heat1d(const float *__restrict__ u0, float *__restrict__ u1, float alpha, int steps) {
  __shared__ float buf[2][1026];
  __shared__ alignas(8) uint64_t bar;
  const int t = threadIdx.x, c = 1 + 4 * t;
  const float *g = u0 + (size_t)blockIdx.x * 1024;
  if (t == 0) {
    ptx::mbarrier_init(&bar, 256);
    buf[0][0] = buf[1][0] = g[0];
    buf[0][1025] = buf[1][1025] = g[1023];
  }
  for (int k = 0; k < 4; ++k) buf[0][c + k] = g[4 * t + k];
  __syncthreads();
  uint64_t tok = ptx::mbarrier_arrive(&bar);
  for (int s = 0; s < steps; ++s) {
    const float *cur = buf[s & 1];
    float *nxt = buf[(s + 1) & 1];
    nxt[c + 1] = cur[c + 1] + alpha * (cur[c] - 2.f * cur[c + 1] + cur[c + 2]);
    nxt[c + 2] = cur[c + 2] + alpha * (cur[c + 1] - 2.f * cur[c + 2] + cur[c + 3]);
    while (!ptx::mbarrier_try_wait(&bar, tok)) {
    }
    nxt[c] = cur[c] + alpha * (cur[c - 1] - 2.f * cur[c] + cur[c + 1]);
    nxt[c + 3] = cur[c + 3] + alpha * (cur[c + 2] - 2.f * cur[c + 3] + cur[c + 4]);
    tok = ptx::mbarrier_arrive(&bar);
  }
  while (!ptx::mbarrier_try_wait(&bar, tok)) {
  }
  for (int k = 0; k < 4; ++k) u1[(size_t)blockIdx.x * 1024 + 4 * t + k] = buf[steps & 1][c + k];
}
