// EXPECT: warp-sync-mask
// ARCHS: sm_80 sm_90
// PTXLINT-ARGS: --block-dim=256
// Per-segment maximum: one warp per segment of at most 32 scores. The mask
// names the lanes that hold a score, (1 << cnt) - 1, but the __reduce_max_sync
// is executed by all 32 lanes, including the ones outside the mask, which is
// undefined for a lane that is not in its own mask.
__global__ void segment_max(const unsigned *__restrict__ score, const unsigned *__restrict__ seg_len,
                            unsigned *__restrict__ best) {
  const int seg = blockIdx.x * 8 + threadIdx.x / 32;
  const int lane = threadIdx.x % 32;
  const unsigned cnt = min(seg_len[seg], 31u);
  const unsigned mask = (1u << cnt) - 1u;
  unsigned v = (unsigned)lane < cnt ? score[seg * 32 + lane] : 0u;
  v = __reduce_max_sync(mask, v);
  if (lane == 0)
    best[seg] = v;
}
