// EXPECT: barrier-misuse
// PTXLINT-ARGS: --block-dim=128
// A tail-aware tile sum: warps wholly past the end of the data return, the
// lanes of the partial warp contribute zero, and the remaining warps
// synchronise on named barrier 1 with the number of threads in range as the
// count. In the last block that count is n % 128, which need not be a
// multiple of the warp size (BUG: bar.sync counts whole warps, so the count
// must be a multiple of 32; the partial warp arrives as 32 threads).
#include <cuda_runtime.h>
__global__ void __launch_bounds__(128)
tile_sums(const float *__restrict__ x, float *__restrict__ sums, int n) {
  __shared__ float part[4];
  const int base = blockIdx.x * 128;
  const int active = min(128, n - base);
  if ((int)(threadIdx.x & ~31u) >= active) return;
  float v = (int)threadIdx.x < active ? x[base + threadIdx.x] : 0.f;
  for (int o = 16; o > 0; o >>= 1) v += __shfl_xor_sync(0xffffffffu, v, o);
  if ((threadIdx.x & 31) == 0) part[threadIdx.x >> 5] = v;
  asm volatile("bar.sync 1, %0;" ::"r"(active) : "memory");
  if (threadIdx.x == 0) {
    float s = 0.f;
    for (int w = 0; w < (active + 31) / 32; ++w) s += part[w];
    sums[blockIdx.x] = s;
  }
}
