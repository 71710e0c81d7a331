// EXPECT: barrier-divergence
// PTXLINT-ARGS: --block-dim=256
// Per-row top-k: each thread loads one candidate score; candidates below the
// row's pruning threshold return early to "save work", then the survivors
// bitonic-sort the shared array with a barrier per stage. The pruned threads
// are missing at every stage barrier (they should pad with -inf and sort).
__global__ void topk_prune(const float *scores, const float *thresh, float *out, int k) {
  __shared__ float s[256];
  const int t = threadIdx.x;
  const float v = scores[blockIdx.x * 256 + t];
  if (v < thresh[blockIdx.x])
    return;
  s[t] = v;
  __syncthreads();
  for (int size = 2; size <= 256; size <<= 1)
    for (int stride = size / 2; stride > 0; stride >>= 1) {
      const int p = t ^ stride;
      if (p > t) {
        const bool desc = (t & size) == 0;
        const float a = s[t], b = s[p];
        if ((a < b) == desc) {
          s[t] = b;
          s[p] = a;
        }
      }
      __syncthreads();
    }
  if (t < k)
    out[blockIdx.x * k + t] = s[t];
}
