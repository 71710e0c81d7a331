// EXPECT: warp-sync-mask
// A full-mask butterfly under a condition on each lane's own data.
__global__ void positive_max(const float *in, float *out) {
  float v = in[blockIdx.x * blockDim.x + threadIdx.x];
  if (v > 0.f) {
    for (int o = 16; o > 0; o >>= 1)
      v = fmaxf(v, __shfl_xor_sync(0xffffffffu, v, o));
  }
  out[blockIdx.x * blockDim.x + threadIdx.x] = v;
}
