// EXPECT: clean
// The near miss of the inline-PTX pivot broadcast: inside `lane < k` the
// shuffle's mask is the first k lanes, exactly the lanes that reach it.
#include <cuda_runtime.h>
__device__ __forceinline__ float shfl_idx(float v, int src, unsigned mask) {
  float r;
  asm volatile("shfl.sync.idx.b32 %0, %1, %2, 0x1f, %3;" : "=f"(r) : "f"(v), "r"(src), "r"(mask));
  return r;
}
__global__ void topk_pivot(const float *__restrict__ cand, float *__restrict__ pivot_out, int k) {
  const int lane = threadIdx.x & 31;
  const int warp = (blockIdx.x * blockDim.x + threadIdx.x) >> 5;
  if (k <= 0) return;
  const unsigned mask = k >= 32 ? 0xffffffffu : (1u << k) - 1u;
  float d = 0.f;
  if (lane < k) {
    float c = cand[warp * 32 + lane];
    float p = shfl_idx(c, 0, mask);
    d = c - p;
  }
  pivot_out[warp * 32 + lane] = d;  // lanes past k write 0
}
