// EXPECT: clean
// PTXLINT-ARGS: --block-dim=128
// Paged decode attention: each step handles one page of the block's
// sequence, looked up once per block (slot `step`); the four warps each take
// a quarter of the page. An unmapped page (-1) makes the whole block
// `continue`, so every thread skips the same barriers.
__global__ void paged_decode_block_slots(const int *page_table, const float *kv, const float *q,
                                         float *out, int max_pages, int steps) {
  __shared__ float red[4];
  const int warp = threadIdx.x / 32, lane = threadIdx.x % 32;
  const int seq = blockIdx.x;
  float best = -1e30f;
  for (int s = 0; s < steps; ++s) {
    const int page = page_table[seq * max_pages + s];
    if (page < 0)
      continue;
    float v = kv[(size_t)page * 128 + threadIdx.x] * q[seq * 128 + threadIdx.x];
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
