// EXPECT: clean
// PTXLINT-ARGS: --block-dim=256
// Per-row top-k where candidates below the row's pruning threshold are
// replaced by -inf instead of returning: every thread runs every bitonic
// stage and reaches each stage barrier.
__global__ void topk_pad(const float *scores, const float *thresh, float *out, int k) {
  __shared__ float s[256];
  const int t = threadIdx.x;
  float v = scores[blockIdx.x * 256 + t];
  if (v < thresh[blockIdx.x])
    v = -__int_as_float(0x7f800000);
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
