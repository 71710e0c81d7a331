// EXPECT: barrier-divergence
// PTXLINT-ARGS: --block-dim=256
// BUG: one block sorts one variable-length segment (at most 256 keys) with
// an odd-even transposition sort in shared memory: `len` phases, each
// compare-exchanging the pairs (i, i + 1) with i of the phase's parity,
// separated by __syncthreads(). The load guard was written as an early
// return, so the threads past the segment's end leave before the phase
// barriers the others wait at (short segments hang the block).
__global__ void __launch_bounds__(256)
segment_sort(const float *__restrict__ keys, const int *__restrict__ seg_off,
             float *__restrict__ out) {
  __shared__ float s[256];
  const int beg = seg_off[blockIdx.x], len = seg_off[blockIdx.x + 1] - beg;
  const int t = threadIdx.x;
  if (t >= len) return;
  s[t] = keys[beg + t];
  __syncthreads();
  for (int ph = 0; ph < len; ++ph) {
    const int i = 2 * t + (ph & 1);
    if (i + 1 < len) {
      const float a = s[i], b = s[i + 1];
      if (a > b) { s[i] = b; s[i + 1] = a; }
    }
    __syncthreads();
  }
  out[beg + t] = s[t];
}
