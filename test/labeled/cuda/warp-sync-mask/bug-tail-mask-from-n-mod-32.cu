// EXPECT: warp-sync-mask
// A warp-wide running maximum with tail handling by an explicit lane mask.
// The mask is meant for the last, partial warp, but it is computed from
// n % 32 in every warp (BUG): whenever n is not a multiple of 32, the full
// warps execute the shuffle with a mask that leaves their upper lanes out.
__global__ void prefix_max(const float *x, float *y, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  unsigned rem = n % 32;
  unsigned mask = rem ? (1u << rem) - 1 : 0xffffffffu; // BUG: only right for the last warp
  unsigned lane = threadIdx.x % 32;
  float v = x[i];
  for (int d = 1; d < 32; d <<= 1) {
    float u = __shfl_up_sync(mask, v, d);
    if (lane >= d)
      v = fmaxf(v, u);
  }
  y[i] = v;
}
