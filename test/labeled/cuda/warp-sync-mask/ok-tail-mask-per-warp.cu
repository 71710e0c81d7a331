// EXPECT: clean
// A warp-wide running maximum with tail handling by an explicit lane mask,
// done right: a warp whose 32 lanes are all below n uses the full mask, and
// only the last, partial warp uses the mask of its lanes below n (the lanes
// past the end have returned).
__global__ void prefix_max(const float *x, float *y, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  unsigned lane = threadIdx.x % 32;
  int first = i - (int)lane;
  unsigned mask = first + 32 <= n ? 0xffffffffu : (1u << (n - first)) - 1;
  float v = x[i];
  for (int d = 1; d < 32; d <<= 1) {
    float u = __shfl_up_sync(mask, v, d);
    if (lane >= d)
      v = fmaxf(v, u);
  }
  y[i] = v;
}
