// EXPECT: warp-sync-mask
// Forward differences dx[i] = x[i+1] - x[i] with the neighbour taken from
// the next lane by a shuffle; lane 31 loads x[i+1] itself. The tail threads
// return first and the shuffle uses __activemask(), which is exactly the
// lanes still present, so the mask itself is right. BUG: in the last,
// partial warp the lane holding x[n-1] reads its neighbour from lane
// (n % 32), which has returned: __shfl_down_sync from a lane that is not
// in the mask yields an undefined value, and dx[n-1] should have been 0.
__global__ void forward_diff(const float *__restrict__ x, float *__restrict__ dx, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  const unsigned lane = threadIdx.x & 31;
  const float v = x[i];
  const float nb = __shfl_down_sync(__activemask(), v, 1);
  float right;
  if (lane == 31)
    right = i + 1 < n ? x[i + 1] : v;
  else
    right = nb;  // BUG: lane + 1 may have returned
  dx[i] = right - v;
}
