// EXPECT: clean
// PTXLINT-ARGS: --block-dim=128
// Warp-level top-k (k = 16): every lane runs the bitonic merge (lanes past
// the candidate count hold -inf), and only the store is guarded.
__global__ void warp_topk16_ok(const float *cand, float *out, int ncand) {
  const int lane = threadIdx.x % 32, warp = (blockIdx.x * blockDim.x + threadIdx.x) / 32;
  float v = lane < ncand ? cand[warp * 32 + lane] : -__int_as_float(0x7f800000);
  const int k = 16;
  for (int size = 2; size <= 32; size <<= 1)
    for (int j = size / 2; j > 0; j >>= 1) {
      const float o = __shfl_xor_sync(0xffffffffu, v, j);
      const bool up = ((lane & size) == 0) == ((lane & j) == 0);
      v = up ? fmaxf(v, o) : fminf(v, o);
    }
  if (lane < k)
    out[warp * k + lane] = v;
}
