// EXPECT: clean
// PTXLINT-ARGS: --block-dim=256
// Segmented inclusive sum with head flags, one element per lane. Every lane
// runs each shfl_up with the full mask and only adds the value when the
// source lane lies in its own segment.
__global__ void seg_sum_select(const float *x, const int *head, float *y) {
  const int i = blockIdx.x * 256 + threadIdx.x, lane = threadIdx.x % 32;
  float v = x[i];
  const unsigned heads = __ballot_sync(0xffffffffu, head[i] != 0) | 1u;
  const int start = 31 - __clz(heads & (0xffffffffu >> (31 - lane)));
  for (int d = 1; d < 32; d <<= 1) {
    const float u = __shfl_up_sync(0xffffffffu, v, d);
    if (lane - d >= start)
      v += u;
  }
  y[i] = v;
}
