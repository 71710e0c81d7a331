// EXPECT: clean
// Lanes that are not done yet vote, and exactly those lanes shuffle with the
// ballot as mask (the condition is negated on both sides).
__global__ void pending_sum(const int *done, const float *v, float *out) {
  unsigned lane = threadIdx.x % 32;
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  bool finished = done[i] != 0;
  unsigned pending = __ballot_sync(0xffffffffu, !finished);
  float x = v[i];
  if (!finished) {
    int leader = __ffs(pending) - 1;
    float first = __shfl_sync(pending, x, leader);
    x += first;
  }
  out[i] = x + (lane == 0 ? __popc(pending) : 0);
}
