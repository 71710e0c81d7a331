// EXPECT: clean
// Warp-aggregated scatter-add for valid keys only, each group's sum built with
// shuffles over the peers mask from __match_any_sync (the lanes that share the
// key, all of which run the loop the same number of times).
__global__ void scatter_add(const int *key, const float *val, float *table) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  int k = key[i];
  float v = val[i];
  if (k >= 0) {
    unsigned peers = __match_any_sync(__activemask(), k);
    int leader = __ffs(peers) - 1;
    float s = 0.f;
    for (unsigned m = peers; m; m &= m - 1)
      s += __shfl_sync(peers, v, __ffs(m) - 1);
    if ((threadIdx.x & 31) == leader)
      atomicAdd(&table[k], s);
  }
}
