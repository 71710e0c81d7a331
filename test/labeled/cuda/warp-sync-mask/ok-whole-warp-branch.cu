// EXPECT: clean
// Whole warps skip the reduction (threadIdx.x < 32 splits at a warp
// boundary): the first warp reduces with the full mask.
__global__ void first_warp(const float *in, float *out) {
  __shared__ float s[256];
  s[threadIdx.x] = in[blockIdx.x * 256 + threadIdx.x];
  __syncthreads();
  if (threadIdx.x < 32) {
    float v = 0.f;
    for (int i = threadIdx.x; i < 256; i += 32)
      v += s[i];
    for (int o = 16; o > 0; o >>= 1)
      v += __shfl_down_sync(0xffffffffu, v, o);
    if (threadIdx.x == 0)
      out[blockIdx.x] = v;
  }
}
