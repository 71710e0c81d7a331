// EXPECT: clean
// PTXLINT-ARGS: --block-dim=256
// The out-of-line warp max called under a warp-uniform condition: only the
// first two warps of the block take part, but each of them as a whole warp,
// so every lane the full mask names reaches the shuffles.
__device__ __noinline__ float warp_max(float v) {
  for (int o = 16; o > 0; o >>= 1)
    v = fmaxf(v, __shfl_xor_sync(0xffffffff, v, o));
  return v;
}
__global__ void head_max(const float *in, float *out) {
  unsigned warp = threadIdx.x / 32;
  if (warp < 2) {
    unsigned tid = blockIdx.x * 64 + threadIdx.x;
    float m = warp_max(in[tid]);
    if ((threadIdx.x & 31) == 0)
      out[blockIdx.x * 2 + warp] = m;
  }
}
