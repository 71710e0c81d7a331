// EXPECT: clean
// PTXLINT-ARGS: --block-dim=128
// The near miss of the tail-aware tile sum: warps wholly past the end
// return, the partial warp's lanes contribute zero, and the named-barrier
// count is the number of threads in range rounded up to whole warps -- the
// warps that stay, 32 threads each.
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
  const int count = (active + 31) & ~31;
  asm volatile("bar.sync 1, %0;" ::"r"(count) : "memory");
  if (threadIdx.x == 0) {
    float s = 0.f;
    for (int w = 0; w < count / 32; ++w) s += part[w];
    sums[blockIdx.x] = s;
  }
}
