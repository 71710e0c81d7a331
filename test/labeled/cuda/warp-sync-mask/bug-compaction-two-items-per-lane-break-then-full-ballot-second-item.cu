// EXPECT: warp-sync-mask
// PTXLINT-ARGS: --block-dim=128
// Stream compaction, two items per lane: each warp owns 64 consecutive
// inputs, lane handles lane and lane + 32. A lane whose item is past n
// `break`s out of the two-item loop, and the ballot/popc prefix of the
// kept flags uses the full mask (BUG): in the warp straddling n, the lanes
// that broke do not execute that round's ballot; they go on to record how
// many items they consumed, so they have not exited either.
__global__ void compact2(const float* __restrict__ in, float* __restrict__ out, int* count, int* consumed, int n, float thr) {
  const int lane = threadIdx.x & 31;
  const int wbase = (blockIdx.x * 4 + (threadIdx.x >> 5)) * 64;
  int k = 0;
  for (; k < 2; ++k) {
    const int i = wbase + k * 32 + lane;
    if (i >= n) break;
    const float v = in[i];
    const bool keep = v > thr;
    const unsigned b = __ballot_sync(0xffffffffu, keep);  // BUG
    int base = 0;
    if (lane == 0 && b) base = atomicAdd(count, __popc(b));
    base = __shfl_sync(0xffffffffu, base, 0);
    if (keep) out[base + __popc(b & ((1u << lane) - 1))] = v;
  }
  consumed[(wbase >> 1) + lane] = k;
}
