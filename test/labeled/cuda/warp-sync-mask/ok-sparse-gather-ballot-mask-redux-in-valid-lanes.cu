// EXPECT: clean
// ARCHS: sm_80 sm_90
// Sparse embedding bag: lanes whose index is valid (>= 0) take part in a
// per-warp integer sum of their counts. The mask is the ballot of exactly the
// branch condition, computed on the loaded index before the branch, so the
// lanes that run __reduce_add_sync are exactly the lanes its mask names.
__global__ void embedding_bag_counts(const int *__restrict__ idx, const int *__restrict__ cnt,
                                     int *__restrict__ per_warp) {
  int gid = blockIdx.x * blockDim.x + threadIdx.x;
  int i = idx[gid];
  unsigned valid = __ballot_sync(0xffffffffu, i >= 0);
  if (i >= 0) {
    int total = __reduce_add_sync(valid, cnt[i]);
    if ((threadIdx.x & 31) == __ffs(valid) - 1) per_warp[gid >> 5] = total;
  }
}
