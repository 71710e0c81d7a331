// EXPECT: clean
// ARCHS: sm_80 sm_90
// PTXLINT-ARGS: --block-dim=32
// One warp per sparse row: the smallest column index among the row's first
// 32 entries, with the sm_80 warp reduction __reduce_min_sync. Only the
// lanes holding an entry take part, and the membermask is the ballot of that
// very condition, computed by the whole warp just before: exactly the lanes
// that execute redux.sync. The other lanes go on to the store below.
__global__ void __launch_bounds__(32)
row_min_col(const int *__restrict__ row_ptr, const unsigned *__restrict__ col, unsigned *__restrict__ min_col,
            unsigned char *__restrict__ has_entry) {
  const int lane = threadIdx.x;
  const int row = blockIdx.x;
  const int begin = row_ptr[row], len = row_ptr[row + 1] - begin;
  const unsigned valid = __ballot_sync(0xffffffffu, lane < len);
  unsigned m = 0xffffffffu;
  if (lane < len)
    m = __reduce_min_sync(valid, col[begin + lane]);
  if (lane == 0)
    min_col[row] = m;
  has_entry[row * 32 + lane] = lane < len;
}
