// EXPECT: barrier-divergence
// PTXLINT-ARGS: --block-dim=128
// Paged decode attention: in each step the four warps of a sequence's block
// take four consecutive page-table slots (step * 4 + warp). A warp whose slot
// is unmapped (-1) `continue`s, skipping the two __syncthreads() that publish
// and consume the step's per-warp maxima: the warps look up different slots,
// so some of them arrive at the barriers and others do not.
__global__ void paged_decode_warp_slots(const int *page_table, const float *kv, const float *q,
                                        float *out, int max_pages, int steps) {
  __shared__ float red[4];
  const int warp = threadIdx.x / 32, lane = threadIdx.x % 32;
  const int seq = blockIdx.x;
  float best = -1e30f;
  for (int s = 0; s < steps; ++s) {
    const int page = page_table[seq * max_pages + s * 4 + warp];
    if (page < 0)
      continue;
    float v = kv[(size_t)page * 32 + lane] * q[seq * 32 + lane];
    for (int o = 16; o; o >>= 1)
      v = fmaxf(v, __shfl_xor_sync(0xffffffffu, v, o));
    if (lane == 0)
      red[warp] = v;
    __syncthreads();
    best = fmaxf(best, fmaxf(fmaxf(red[0], red[1]), fmaxf(red[2], red[3])));
    __syncthreads();
  }
  if (threadIdx.x == 0)
    out[seq] = best;
}
