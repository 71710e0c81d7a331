// EXPECT: warp-sync-mask
// Segmented inclusive scan over 16-lane segments: the author passed 0xffff as
// the member mask, thinking of the 16-lane width, but all 32 lanes of the warp
// execute the shuffle, and lanes 16..31 are not in the mask.
__global__ void seg_scan16(const int *in, int *out) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  int v = in[i];
#pragma unroll
  for (int d = 1; d < 16; d <<= 1) {
    int u = __shfl_up_sync(0xffffu, v, d, 16);
    if ((threadIdx.x & 15) >= d)
      v += u;
  }
  out[i] = v;
}
