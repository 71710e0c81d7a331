// EXPECT: clean
// ARCHS: sm_80 sm_90
// PTXLINT-ARGS: --block-dim=256
// Label propagation (connected components), one vertex per warp: the lanes
// stride over the vertex's neighbour list in chunks of 32 (the chunk loop's
// bound is the same for the whole warp; lanes past the end contribute
// UINT_MAX), and the chunk minimum is combined with a full-mask
// __reduce_min_sync that every lane of the warp runs on every trip.
__global__ void label_prop(const int *__restrict__ rowptr, const int *__restrict__ col,
                           const unsigned *__restrict__ label_in, unsigned *__restrict__ label_out,
                           int *__restrict__ changed, int n) {
  const int lane = threadIdx.x & 31;
  const int v = (blockIdx.x * blockDim.x + threadIdx.x) >> 5;
  if (v >= n) return;
  unsigned best = label_in[v];
  for (int base = rowptr[v]; base < rowptr[v + 1]; base += 32) {
    const int e = base + lane;
    const unsigned l = e < rowptr[v + 1] ? label_in[col[e]] : 0xffffffffu;
    best = min(best, __reduce_min_sync(0xffffffffu, l));
  }
  if (lane == 0) {
    label_out[v] = best;
    if (best != label_in[v]) *changed = 1;
  }
}
