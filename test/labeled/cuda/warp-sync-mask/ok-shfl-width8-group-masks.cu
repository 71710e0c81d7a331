// EXPECT: clean
// Segmented reduction over groups of 8 lanes with __shfl_xor_sync(width 8).
// Each group passes its own member mask (0xff shifted to the group), and the
// groups branch on a per-group flag, so every lane that runs the shuffle is
// in its mask and every lane its mask names runs it.
__global__ void group8_sums(const float *__restrict__ x, const int *__restrict__ active,
                            float *__restrict__ out) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  int lane = threadIdx.x & 31;
  int group = i / 8;
  unsigned mask = 0xffu << (lane & ~7);
  if (active[group]) { // the same for the 8 lanes of a group
    float v = x[i];
#pragma unroll
    for (int o = 4; o > 0; o >>= 1)
      v += __shfl_xor_sync(mask, v, o, 8);
    if ((lane & 7) == 0)
      out[group] = v;
  }
}
