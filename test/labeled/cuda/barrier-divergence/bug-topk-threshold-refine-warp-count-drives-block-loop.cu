// EXPECT: barrier-divergence
// BUG: the refinement loop is meant to run until the whole block keeps at most
// K candidates, but `kept` is a per-warp count (popc of a warp ballot), so the
// loop condition is only warp-uniform: warps stop at different trips, and the
// __syncthreads inside the loop is reached a different number of times by
// different warps.
#define K 8
__global__ void topk_threshold(const float *__restrict__ score, float *__restrict__ thr_out) {
  __shared__ float s_thr;
  float v = score[blockIdx.x * blockDim.x + threadIdx.x];
  if (threadIdx.x == 0) s_thr = 0.f;
  __syncthreads();
  float thr = s_thr;
  int kept = __popc(__ballot_sync(0xffffffffu, v > thr));
  while (kept > K) {
    __syncthreads();
    if (threadIdx.x == 0) s_thr = s_thr + 0.125f;
    __syncthreads();
    thr = s_thr;
    kept = __popc(__ballot_sync(0xffffffffu, v > thr));
  }
  if ((threadIdx.x & 31) == 0) thr_out[blockIdx.x * 32 + (threadIdx.x >> 5)] = thr;
}
