// EXPECT: warp-sync-mask
// Warp-aggregated scatter-add for valid keys only: the lanes with a
// negative key skip the branch (and count themselves as dropped), but the broadcast of the group's sum from its
// leader uses the full mask instead of the peers mask from __match_any_sync.
__global__ void scatter_add(const int *key, const float *val, float *table, int *dropped) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  int k = key[i];
  float v = val[i];
  if (k >= 0) {
    unsigned peers = __match_any_sync(__activemask(), k);
    int leader = __ffs(peers) - 1;
    float s = 0.f;
    for (unsigned m = peers; m; m &= m - 1)
      s += __shfl_sync(0xffffffffu, v, __ffs(m) - 1);
    if ((threadIdx.x & 31) == leader)
      atomicAdd(&table[k], s);
  } else {
    atomicAdd(dropped, 1);
  }
}
