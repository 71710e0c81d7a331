// EXPECT: warp-sync-mask
// PTXLINT-ARGS: --block-dim=256
// Segmented inclusive sum with head flags, one element per lane. A lane that
// starts a segment does not add its left neighbour, and here that was coded
// by skipping the shuffle: `if (!seg_start) v += __shfl_up_sync(full, ...)`.
// The head lanes still run the rest of the kernel, so they are named in the
// full mask of a shfl.sync they do not execute.
__global__ void seg_sum_skip_heads(const float *x, const int *head, float *y) {
  const int i = blockIdx.x * 256 + threadIdx.x, lane = threadIdx.x % 32;
  float v = x[i];
  const unsigned heads = __ballot_sync(0xffffffffu, head[i] != 0) | 1u;
  const int start = 31 - __clz(heads & (0xffffffffu >> (31 - lane)));
  for (int d = 1; d < 32; d <<= 1) {
    if (lane - d >= start) {
      const float u = __shfl_up_sync(0xffffffffu, v, d);
      v += u;
    }
  }
  y[i] = v;
}
