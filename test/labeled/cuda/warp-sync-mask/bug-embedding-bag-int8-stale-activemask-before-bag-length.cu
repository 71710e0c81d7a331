// EXPECT: warp-sync-mask
// ARCHS: sm_80 sm_90
// Embedding-bag sum over an int8-quantised table, one warp per (bag, dim
// chunk): lane j of the warp takes item j of the bag (bags hold at most 32
// items) and the int32 partial codes are summed with __reduce_add_sync. The
// member mask was sampled with __activemask() at the top of the kernel, before
// the `lane < len` split (BUG): it names the lanes past the bag's length,
// which never execute the reduction (they go on to the bag-count store).
__global__ void embedding_bag_q8(const signed char *__restrict__ table,
                                 const int *__restrict__ idx, const int *__restrict__ offsets,
                                 const float *__restrict__ row_scale, float *__restrict__ out,
                                 int *__restrict__ bag_len_out,
                                 int dim, int nbags) {
  const unsigned act = __activemask();
  const int warp = (blockIdx.x * blockDim.x + threadIdx.x) / 32;
  const int lane = threadIdx.x & 31;
  const int bag = warp / dim, d = warp % dim;
  if (bag >= nbags)
    return;
  const int beg = offsets[bag], len = offsets[bag + 1] - beg;
  int sum = 0;
  if (lane < len) {
    const int row = idx[beg + lane];
    const int code = table[(size_t)row * dim + d];
    sum = __reduce_add_sync(act, code);  // BUG: stale mask names lanes >= len
  }
  if (lane == 0)
    out[(size_t)bag * dim + d] = sum * row_scale[d];
  if (lane == 31 && d == 0)
    bag_len_out[bag] = len;
}
