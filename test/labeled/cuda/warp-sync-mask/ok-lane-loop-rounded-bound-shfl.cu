// EXPECT: clean
// A warp walks a row in chunks of 32 with a per-lane index (j = lane + 32*k),
// but the loop bound is the row length rounded up to a multiple of 32, so all
// lanes run the same number of iterations and the full-mask shuffles inside
// are reached by the whole warp; only the load is predicated on j < len.
// Lane 0 stores the row maximum, broadcast from lane 31 in the last chunk.
__global__ void row_prefix_max(const float *in, float *out, float *rowmax,
                               int len) {
  int lane = threadIdx.x % 32;
  int row = blockIdx.x * (blockDim.x / 32) + threadIdx.x / 32;
  int padded = (len + 31) & ~31;
  float carry = -1e30f;
  for (int j = lane; j < padded; j += 32) {
    float v = j < len ? in[row * len + j] : -1e30f;
    for (int o = 1; o < 32; o <<= 1) {
      float u = __shfl_up_sync(0xffffffff, v, o);
      if (lane >= o)
        v = fmaxf(v, u);
    }
    v = fmaxf(v, carry);
    carry = __shfl_sync(0xffffffff, v, 31);
    if (j < len)
      out[row * len + j] = v;
  }
  if (lane == 0)
    rowmax[row] = carry;
}
