// EXPECT: warp-sync-mask
// Two-pass staging: lanes holding a valid index stage it, lanes without one
// stage a default and sync before reading their neighbour's slot. The
// __syncwarp in the `!valid` branch reuses the ballot of `valid` (BUG: it
// should be ~m): it names exactly the lanes that never execute it and
// omits the ones that do.
__global__ void stage_defaults(const int *__restrict__ idx, int *__restrict__ out, int n, int def) {
  __shared__ int st[8][32];
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  const int lane = threadIdx.x & 31, w = (threadIdx.x >> 5) & 7;
  const int v = i < n ? idx[i] : -1;
  const bool valid = v >= 0;
  const unsigned m = __ballot_sync(0xffffffffu, valid);
  if (!valid) {
    st[w][lane] = def + lane;
    __syncwarp(m);  // BUG: mask of the other lanes
    out[i < n ? i : 0] = st[w][lane ^ 1];
  } else {
    out[i] = v;
  }
}
