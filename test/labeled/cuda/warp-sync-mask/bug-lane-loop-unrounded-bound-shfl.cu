// EXPECT: warp-sync-mask
// The same running maximum over a row, with the loop bound left at len: when
// len is not a multiple of 32 the last lanes leave the loop one chunk early
// and the full-mask shuffles of the last chunk name them; the row maximum
// lane 0 stores was broadcast from lane 31, which may have left already.
__global__ void row_prefix_max(const float *in, float *out, float *rowmax,
                               int len) {
  int lane = threadIdx.x % 32;
  int row = blockIdx.x * (blockDim.x / 32) + threadIdx.x / 32;
  float carry = -1e30f;
  for (int j = lane; j < len; j += 32) {
    float v = in[row * len + j];
    for (int o = 1; o < 32; o <<= 1) {
      float u = __shfl_up_sync(0xffffffff, v, o);
      if (lane >= o)
        v = fmaxf(v, u);
    }
    v = fmaxf(v, carry);
    carry = __shfl_sync(0xffffffff, v, 31);
    out[row * len + j] = v;
  }
  if (lane == 0)
    rowmax[row] = carry;
}
