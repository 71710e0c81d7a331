// EXPECT: clean
// PTXLINT-ARGS: --block-dim=128
// The same out-of-line full-mask warp reduction, called by every lane of every
// warp (out-of-range threads contribute 0 instead of returning early); only
// the write of the result is under the lane-0 condition.
__device__ __noinline__ float warp_sum(float v) {
  for (int o = 16; o > 0; o >>= 1)
    v += __shfl_xor_sync(0xffffffff, v, o);
  return v;
}
__global__ void warp_sums(const float *in, float *out, int n) {
  int tid = blockIdx.x * blockDim.x + threadIdx.x;
  float v = tid < n ? in[tid] : 0.f;
  float s = warp_sum(v);
  if ((threadIdx.x & 31) == 0)
    out[tid / 32] = s;
}
