// EXPECT: warp-sync-mask
// PTXLINT-ARGS: --block-dim=128
// Warp-per-row gather into a shared staging row: lanes walk the row with a
// stride of 32 and __syncwarp(m) before reading a neighbour's staged value.
// `m` is the ballot of the loop condition taken once before the loop, so in
// the last trip of a row whose length is not a multiple of 32 it still names
// lanes that have already left the loop (and wait at the block's __syncthreads()
// after it).
__global__ void row_gather_neighbour(const int *row_ptr, const float *val, float *out) {
  __shared__ float stage[4][32];
  const int w = threadIdx.x / 32, lane = threadIdx.x % 32, row = blockIdx.x * 4 + w;
  const int beg = row_ptr[row], end = row_ptr[row + 1];
  int i = beg + lane;
  const unsigned m = __ballot_sync(0xffffffffu, i < end);
  for (; i < end; i += 32) {
    stage[w][lane] = val[i];
    __syncwarp(m);
    const int nb = (lane + 1) % 32;
    out[i] = val[i] - ((beg + nb + (i - beg - lane) < end) ? stage[w][nb] : 0.f);
    __syncwarp(m);
  }
  __syncthreads();
  if (lane == 0)
    out[end - 1] += 0.f * stage[w][0];
}
