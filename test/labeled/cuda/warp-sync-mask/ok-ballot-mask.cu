// EXPECT: clean
// The mask of the lanes that will take the branch, computed with a ballot
// before it.
__global__ void active_only(const float *in, float *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  unsigned mask = __ballot_sync(0xffffffffu, i < n);
  if (i < n) {
    float v = in[i];
    for (int o = 16; o > 0; o >>= 1)
      v += __shfl_down_sync(mask, v, o);
    out[i] = v;
  }
}
