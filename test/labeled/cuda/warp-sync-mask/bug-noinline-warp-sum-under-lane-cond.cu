// EXPECT: warp-sync-mask
// PTXLINT-ARGS: --block-dim=128
// A factored-out warp reduction (full-mask butterfly) kept out of line with
// __noinline__; the caller only wants the sum of the first half-warp and calls
// it under `lane < 16`, so lanes 16..31, which go on to store their own value,
// never reach the shuffles that name them.
__device__ __noinline__ float warp_sum(float v) {
  for (int o = 16; o > 0; o >>= 1)
    v += __shfl_xor_sync(0xffffffff, v, o);
  return v;
}
__global__ void half_warp_sums(const float *in, float *out) {
  unsigned tid = blockIdx.x * blockDim.x + threadIdx.x;
  unsigned lane = threadIdx.x & 31;
  float v = in[tid];
  float s = v;
  if (lane < 16)
    s = warp_sum(v);
  out[tid] = s;
}
