// EXPECT: warp-sync-mask
// The lower half-warp broadcasts inside `lane < 16`, but the mask was built by
// shifting the wrong way and names lanes 16..31.
__global__ void half_broadcast(const int *in, int *out) {
  int v = in[blockIdx.x * blockDim.x + threadIdx.x];
  unsigned lane = threadIdx.x & 31;
  const unsigned mask = 0xffffu << 16;
  if (lane < 16)
    v = __shfl_sync(mask, v, 0, 16);
  out[blockIdx.x * blockDim.x + threadIdx.x] = v;
}
