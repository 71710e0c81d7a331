// EXPECT: clean
// The bounds check returns early, then the remaining lanes reduce with the
// full mask: shuffles and __syncwarp wait only for the non-exited lanes of
// their mask, so the lanes past the end are not waited for.
__global__ void sum_tail(const int *in, int *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  int v = in[i];
  for (int o = 16; o > 0; o >>= 1)
    v += __shfl_down_sync(0xffffffffu, v, o);
  unsigned any = __ballot_sync(0xffffffffu, v > 0);
  __syncwarp();
  if ((threadIdx.x & 31) == 0)
    out[i / 32] = v + __popc(any);
}
