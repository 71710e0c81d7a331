// EXPECT: clean
// Stream compaction over a row with a ragged tail: the whole warp keeps
// looping while any lane still has an element (__any_sync), lanes past the end
// vote false, so the full-mask ballot always has all 32 lanes.
__global__ void compact_rows(const float *x, float *y, int *count, int n) {
  int lane = threadIdx.x & 31;
  int row = (blockIdx.x * blockDim.x + threadIdx.x) / 32;
  const float *r = x + (size_t)row * n;
  int written = 0;
  for (int base = 0; __any_sync(0xffffffffu, base + lane < n); base += 32) {
    bool in = base + lane < n;
    float v = in ? r[base + lane] : 0.f;
    bool keep = in && v != 0.f;
    unsigned b = __ballot_sync(0xffffffffu, keep);
    if (keep)
      y[(size_t)row * n + written + __popc(b & ((1u << lane) - 1))] = v;
    written += __popc(b);
  }
  if (lane == 0)
    count[row] = written;
}
