// EXPECT: warp-sync-mask
// BUG: stream compaction of a row, one warp per row: lanes walk the row with
// stride 32 and vote with a full-mask ballot to get each survivor's slot. The
// row length is arbitrary, so in the last trip the lanes past the end have
// already left the loop while the ballot still names them.
__global__ void compact_rows(const float *__restrict__ in, const int *__restrict__ row_len, int ld,
                             float thresh, float *__restrict__ out, int *__restrict__ out_cnt) {
  int row = blockIdx.x * (blockDim.x >> 5) + (threadIdx.x >> 5);
  int lane = threadIdx.x & 31;
  int len = row_len[row];
  int written = 0;
  for (int j = lane; j < len; j += 32) {
    float v = in[(size_t)row * ld + j];
    bool keep = fabsf(v) > thresh;
    unsigned m = __ballot_sync(0xffffffffu, keep);
    if (keep)
      out[(size_t)row * ld + written + __popc(m & ((1u << lane) - 1))] = v;
    written += __popc(m);
  }
  if (lane == 0)
    out_cnt[row] = written;
}
