// EXPECT: clean
// Stream compaction of a row, one warp per row: the lane-strided loop runs to
// the row length rounded up to a multiple of 32, so all lanes take the same
// number of trips and the full-mask ballot always has the whole warp; lanes
// past the end vote false.
__global__ void compact_rows(const float *__restrict__ in, const int *__restrict__ row_len, int ld,
                             float thresh, float *__restrict__ out, int *__restrict__ out_cnt) {
  int row = blockIdx.x * (blockDim.x >> 5) + (threadIdx.x >> 5);
  int lane = threadIdx.x & 31;
  int len = row_len[row];
  int rounded = (len + 31) & ~31;
  int written = 0;
  for (int j = lane; j < rounded; j += 32) {
    float v = j < len ? in[(size_t)row * ld + j] : 0.f;
    bool keep = j < len && fabsf(v) > thresh;
    unsigned m = __ballot_sync(0xffffffffu, keep);
    if (keep)
      out[(size_t)row * ld + written + __popc(m & ((1u << lane) - 1))] = v;
    written += __popc(m);
  }
  if (lane == 0)
    out_cnt[row] = written;
}
