// EXPECT: clean
// Warp top-k merge with the right masks: the 32-wide bitonic sort runs with
// the full mask in all lanes, then the merge network inside `if (lane < K)`
// uses 0xff, exactly lanes 0..7, and its xor partners (lane ^ 4, ^ 2, ^ 1)
// stay among them.
#define K 8
__device__ __forceinline__ float cmp_swap(float v, int j, bool up, unsigned mask) {
  const float o = __shfl_xor_sync(mask, v, j);
  return up ? fmaxf(v, o) : fminf(v, o);
}
__global__ void __launch_bounds__(32) topk_merge(const float *__restrict__ logits, float *__restrict__ topk,
                                               bool *__restrict__ keep) {
  __shared__ float prev[K];
  const int lane = threadIdx.x;
  if (lane < K)
    prev[lane] = topk[blockIdx.x * K + lane];
  __syncwarp();
  float v = logits[blockIdx.x * 32 + lane];
  for (int size = 2; size <= 32; size <<= 1)
    for (int j = size / 2; j > 0; j >>= 1)
      v = cmp_swap(v, j, ((lane & size) == 0) == ((lane & j) == 0), 0xffffffffu);
  if (lane < K) {
    v = fmaxf(v, prev[K - 1 - lane]);
    for (int j = K / 2; j > 0; j >>= 1)
      v = cmp_swap(v, j, (lane & j) == 0, (1u << K) - 1);
    topk[blockIdx.x * K + lane] = v;
  }
  // the new k-th value is the pruning threshold of the next step, for all lanes
  const float thr = __shfl_sync(0xffffffffu, v, K - 1);
  keep[blockIdx.x * 32 + lane] = logits[blockIdx.x * 32 + lane] >= thr;
}
