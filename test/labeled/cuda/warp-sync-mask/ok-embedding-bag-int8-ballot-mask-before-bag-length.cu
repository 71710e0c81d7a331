// EXPECT: clean
// ARCHS: sm_80 sm_90
// Embedding-bag sum over an int8-quantised table, one warp per (bag, dim):
// lane j takes item j of the bag (at most 32). The member mask of the
// reduction is the ballot of `lane < len`, taken by the whole warp before the
// split; bags that are empty write 0.
__global__ void embedding_bag_q8(const signed char *__restrict__ table,
                                 const int *__restrict__ idx, const int *__restrict__ offsets,
                                 const float *__restrict__ row_scale, float *__restrict__ out,
                                 int dim, int nbags) {
  const int warp = (blockIdx.x * blockDim.x + threadIdx.x) / 32;
  const int lane = threadIdx.x & 31;
  const int bag = warp / dim, d = warp % dim;
  if (bag >= nbags)
    return;
  const int beg = offsets[bag], len = offsets[bag + 1] - beg;
  const unsigned mask = __ballot_sync(0xffffffffu, lane < len);
  if (lane < len) {
    const int row = idx[beg + lane];
    const int code = table[(size_t)row * dim + d];
    const int sum = __reduce_add_sync(mask, code);
    if (lane == 0)
      out[(size_t)bag * dim + d] = sum * row_scale[d];
  } else if (len == 0 && lane == 0) {
    out[(size_t)bag * dim + d] = 0.f;
  }
}
