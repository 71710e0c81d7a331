// EXPECT: warp-sync-mask
// The active mask is sampled before a data-dependent branch and reused inside
// it: it still names the lanes that did not take the branch.
__global__ void neighbour_diff(const float *in, float *out) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  float v = in[i];
  unsigned active = __activemask();
  if (v > 0.f) {
    float next = __shfl_down_sync(active, v, 1);
    v = next - v;
  }
  out[i] = v;
}
