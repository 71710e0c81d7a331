// EXPECT: clean
// PTXLINT-ARGS: --block-dim=256
// One block sorts one variable-length segment (at most 256 keys) with an
// odd-even transposition sort in shared memory: `len` phases, each
// compare-exchanging the pairs (i, i + 1) with i of the phase's parity,
// separated by __syncthreads(). Only the load and the store are guarded by
// `t < len`; the phase loop's trip count is the segment length every thread
// of the block loaded from the same offsets, so all threads run every phase
// barrier.
__global__ void __launch_bounds__(256)
segment_sort(const float *__restrict__ keys, const int *__restrict__ seg_off,
             float *__restrict__ out) {
  __shared__ float s[256];
  const int beg = seg_off[blockIdx.x], len = seg_off[blockIdx.x + 1] - beg;
  const int t = threadIdx.x;
  if (t < len) s[t] = keys[beg + t];
  __syncthreads();
  for (int ph = 0; ph < len; ++ph) {
    const int i = 2 * t + (ph & 1);
    if (i + 1 < len) {
      const float a = s[i], b = s[i + 1];
      if (a > b) { s[i] = b; s[i + 1] = a; }
    }
    __syncthreads();
  }
  if (t < len) out[beg + t] = s[t];
}
