// EXPECT: warp-sync-mask
// A hand-written broadcast in inline PTX: lanes below `k` each fetch a
// candidate and lane 0's value is broadcast with shfl.sync.idx. The mask is
// the full warp, but the shuffle sits inside `lane < k` with k a run-time
// parameter (BUG: for k < 32 the upper lanes named in the mask never arrive).
#include <cuda_runtime.h>
__device__ __forceinline__ float shfl_idx(float v, int src, unsigned mask) {
  float r;
  asm volatile("shfl.sync.idx.b32 %0, %1, %2, 0x1f, %3;" : "=f"(r) : "f"(v), "r"(src), "r"(mask));
  return r;
}
__global__ void topk_pivot(const float *__restrict__ cand, float *__restrict__ pivot_out, int k) {
  const int lane = threadIdx.x & 31;
  const int warp = (blockIdx.x * blockDim.x + threadIdx.x) >> 5;
  float d = 0.f;
  if (lane < k) {
    float c = cand[warp * 32 + lane];
    float p = shfl_idx(c, 0, 0xffffffffu);
    d = c - p;
  }
  pivot_out[warp * 32 + lane] = d;  // lanes past k write 0
}
