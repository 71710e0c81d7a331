// EXPECT: warp-sync-mask
// Warp-level segmented inclusive scan with head flags (one segment starts
// where flag[i] != 0). Each step pulls the neighbour's value with
// __shfl_up_sync, but only lanes that are not segment heads run the step
// (BUG): the full mask names the head lanes, which skip the shuffle, so the
// collective runs with missing lanes whenever a warp holds a segment head.
__global__ void seg_scan(const int *flags, const float *x, float *y, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  const int lane = threadIdx.x % 32;
  float v = i < n ? x[i] : 0.f;
  int head = i < n ? flags[i] : 1;
  if (!head) {  // BUG: data-dependent subset of the warp
    for (int d = 1; d < 32; d <<= 1) {
      float u = __shfl_up_sync(0xffffffffu, v, d);
      if (lane >= d)
        v += u;
    }
  }
  if (i < n)
    y[i] = v;
}
