// EXPECT: clean
// PTXLINT-ARGS: --block-dim=256
// Forward differences with the neighbour shuffled in before the tail
// threads leave: every lane of the warp loads (0 past the end), the full-mask
// shuffle runs in all 32 lanes, and only then do the lanes past n return. The
// last element gets a difference of 0 from its own copy.
__global__ void forward_diff(const float *__restrict__ x, float *__restrict__ dx, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  const unsigned lane = threadIdx.x & 31;
  const float v = i < n ? x[i] : 0.f;
  const float nb = __shfl_down_sync(0xffffffffu, v, 1);
  if (i >= n)
    return;
  float right = nb;
  if (lane == 31 || i + 1 >= n)
    right = i + 1 < n ? x[i + 1] : v;
  dx[i] = right - v;
}
