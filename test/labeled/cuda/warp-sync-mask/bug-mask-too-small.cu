// EXPECT: warp-sync-mask
// The whole warp executes a shuffle whose mask names the lower half only.
__global__ void broadcast_low(const float *in, float *out) {
  float v = in[blockIdx.x * blockDim.x + threadIdx.x];
  out[blockIdx.x * blockDim.x + threadIdx.x] = __shfl_sync(0x0000ffffu, v, 0);
}
