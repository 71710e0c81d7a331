// EXPECT: clean
// Top-k candidate pre-sort: each group of 8 lanes sorts its 8 scores with a
// bitonic network of __shfl_xor_sync(mask, v, j, 8), with the group's mask
// 0xff shifted to the group's first lane (lane & ~7): every lane names exactly
// the eight lanes of its segment, all of which run the same shuffles.
__global__ void sort8(float *scores, int *idx) {
  int lane = threadIdx.x % 32;
  int g = blockIdx.x * blockDim.x + threadIdx.x;
  float v = scores[g];
  int id = idx[g];
  unsigned mask = 0xffu << (lane & ~7);
  for (int k = 2; k <= 8; k <<= 1)
    for (int j = k >> 1; j > 0; j >>= 1) {
      float ov = __shfl_xor_sync(mask, v, j, 8);
      int oid = __shfl_xor_sync(mask, id, j, 8);
      bool up = ((lane & k) == 0) == ((lane & j) == 0);
      if (up ? ov > v : ov < v) { v = ov; id = oid; }
    }
  scores[g] = v;
  idx[g] = id;
}
