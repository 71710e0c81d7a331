// EXPECT: warp-sync-mask
// PTXLINT-ARGS: --block-dim=128
// Warp-level top-k (k = 16) of 32 candidates: only the lanes below k take
// part in the bitonic merge, but the xor shuffles name the full warp, and
// lanes k..31 never execute them.
__global__ void warp_topk16(const float *cand, float *out) {
  const int lane = threadIdx.x % 32, warp = (blockIdx.x * blockDim.x + threadIdx.x) / 32;
  float v = cand[warp * 32 + lane];
  const int k = 16;
  if (lane < k) {
    for (int size = 2; size <= 16; size <<= 1)
      for (int j = size / 2; j > 0; j >>= 1) {
        const float o = __shfl_xor_sync(0xffffffffu, v, j);
        const bool up = ((lane & size) == 0) == ((lane & j) == 0);
        v = up ? fmaxf(v, o) : fminf(v, o);
      }
    out[warp * k + lane] = v;
  }
}
