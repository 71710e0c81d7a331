// EXPECT: clean
// Warp-per-segment loop with a ragged tail: each trip the warp votes which
// lanes hold a valid element, and only those lanes run the broadcast from the
// first valid lane, with exactly the voted mask (the ballot's condition is the
// branch's). The trip count (len + 31) / 32 is the same for every lane.
__global__ void sub_leader(const float *__restrict__ x, float *__restrict__ y, int len) {
  int lane = threadIdx.x & 31;
  int seg = (blockIdx.x * blockDim.x + threadIdx.x) >> 5;
  const float *xs = x + (size_t)seg * len;
  float *ys = y + (size_t)seg * len;
  int trips = (len + 31) / 32;
  for (int t = 0; t < trips; ++t) {
    int i = t * 32 + lane;
    bool valid = i < len;
    unsigned m = __ballot_sync(0xffffffffu, valid);
    if (valid) {
      float v = xs[i];
      float lead = __shfl_sync(m, v, __ffs(m) - 1);
      ys[i] = v - lead;
    }
  }
}
