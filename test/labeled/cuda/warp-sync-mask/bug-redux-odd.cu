// EXPECT: warp-sync-mask
// ARCHS: sm_80 sm_90 sm_90a
// __reduce_add_sync with the full mask under a lane-parity condition.
__global__ void odd_sum(const unsigned *in, unsigned *out) {
  unsigned v = in[blockIdx.x * blockDim.x + threadIdx.x];
  if (threadIdx.x & 1)
    v = __reduce_add_sync(0xffffffffu, v);
  out[blockIdx.x * blockDim.x + threadIdx.x] = v;
}
