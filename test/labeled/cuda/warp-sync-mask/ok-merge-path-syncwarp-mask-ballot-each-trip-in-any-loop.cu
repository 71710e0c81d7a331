// EXPECT: clean
// PTXLINT-ARGS: --block-dim=128
// Warp-per-row gather into a shared staging row: the warp iterates while any
// lane has work (__any_sync, the same answer in all lanes), takes the ballot
// of the lanes with work in each trip, and those lanes __syncwarp on exactly
// that mask inside the `if`.
__global__ void row_gather_neighbour_ok(const int *row_ptr, const float *val, float *out) {
  __shared__ float stage[4][32];
  const int w = threadIdx.x / 32, lane = threadIdx.x % 32, row = blockIdx.x * 4 + w;
  const int beg = row_ptr[row], end = row_ptr[row + 1];
  for (int i = beg + lane; __any_sync(0xffffffffu, i < end); i += 32) {
    const bool act = i < end;
    const unsigned m = __ballot_sync(0xffffffffu, act);
    if (act) {
      stage[w][lane] = val[i];
      __syncwarp(m);
      const int nb = (lane + 1) % 32;
      out[i] = val[i] - (((m >> nb) & 1u) ? stage[w][nb] : 0.f);
      __syncwarp(m);
    }
  }
  __syncthreads();
  if (lane == 0 && end > beg)
    out[end - 1] += 0.f * stage[w][0];
}
