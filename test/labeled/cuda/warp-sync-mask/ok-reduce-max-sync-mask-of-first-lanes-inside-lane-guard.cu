// EXPECT: clean
// ARCHS: sm_80 sm_90
// PTXLINT-ARGS: --block-dim=256
// Per-segment maximum: one warp per segment of 1 to 32 scores. Only the lanes
// that hold a score run __reduce_max_sync, with a mask of exactly those lanes
// (the first cnt, all 32 when the segment is full).
__global__ void segment_max(const unsigned *__restrict__ score, const unsigned *__restrict__ seg_len,
                            unsigned *__restrict__ best) {
  const int seg = blockIdx.x * 8 + threadIdx.x / 32;
  const int lane = threadIdx.x % 32;
  const unsigned cnt = max(1u, min(seg_len[seg], 32u));
  const unsigned mask = cnt == 32 ? 0xffffffffu : (1u << cnt) - 1u;
  if ((unsigned)lane < cnt) {
    unsigned v = score[seg * 32 + lane];
    v = __reduce_max_sync(mask, v);
    if (lane == 0)
      best[seg] = v;
  }
}
