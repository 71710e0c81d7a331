// EXPECT: warp-sync-mask
// PTXLINT-ARGS: --block-dim=256
// An out-of-line warp max used only for "active" elements: the caller calls it
// under a test of each lane's own input, so the lanes whose value is negative
// (which go on to store 0) are missing from the full-mask shuffles inside the
// helper.
__device__ __noinline__ float warp_max(float v) {
  for (int o = 16; o > 0; o >>= 1)
    v = fmaxf(v, __shfl_xor_sync(0xffffffff, v, o));
  return v;
}
__global__ void active_max(const float *in, float *out) {
  unsigned tid = blockIdx.x * blockDim.x + threadIdx.x;
  float v = in[tid];
  float r = 0.f;
  if (v >= 0.f)
    r = v / warp_max(v);
  out[tid] = r;
}
