// EXPECT: clean
// The fixed form of bug-early-exit-reduce-reads-exited-lanes.cu: the lanes
// past the end take part with a neutral value instead of returning, so every
// lane the full-mask shuffles read is live; only the store is guarded.
__global__ void sum_tail(const int *in, int *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  int v = i < n ? in[i] : 0;
  for (int o = 16; o > 0; o >>= 1)
    v += __shfl_down_sync(0xffffffffu, v, o);
  unsigned any = __ballot_sync(0xffffffffu, v > 0);
  __syncwarp();
  if ((threadIdx.x & 31) == 0 && i < n)
    out[i / 32] = v + __popc(any);
}
