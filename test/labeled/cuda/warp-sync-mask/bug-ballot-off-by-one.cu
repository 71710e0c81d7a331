// EXPECT: warp-sync-mask
// Tail of a warp-per-row kernel: the mask is the ballot of `lane < rem`, but
// the branch below tests `lane <= rem`, so lane rem shuffles with a mask that
// does not contain it.
__global__ void row_tail_obo(const float *rows, float *out, int len) {
  unsigned lane = threadIdx.x % 32;
  int row = (blockIdx.x * blockDim.x + threadIdx.x) / 32;
  int full = len / 32 * 32, rem = len % 32;
  float v = 0.f;
  for (int i = lane; i < full; i += 32)
    v += rows[row * len + i];
  unsigned tail = __ballot_sync(0xffffffffu, lane < rem);
  if (lane <= rem) {
    float t = rows[row * len + full + lane];
    v += __shfl_xor_sync(tail, t, 1);
  }
  if (lane == 0)
    out[row] = v;
}
