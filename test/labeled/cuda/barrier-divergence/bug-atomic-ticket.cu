// EXPECT: barrier-divergence
// Work distribution through an atomic ticket; the loop count differs per
// thread, and each iteration synchronises the block.
__global__ void ticket_loop(int *counter, const float *in, float *out, int n) {
  __shared__ float stage[128];
  int ticket;
  while ((ticket = atomicAdd(counter, 1)) < n) {
    stage[threadIdx.x & 127] = in[ticket];
    __syncthreads();
    out[ticket] = stage[(threadIdx.x + 1) & 127];
  }
}
