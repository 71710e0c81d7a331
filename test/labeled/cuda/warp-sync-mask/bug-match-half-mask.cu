// EXPECT: warp-sync-mask
// Grouping lanes by key with __match_any_sync, executed by the whole warp
// with a mask that names only the lower 16 lanes.
__global__ void group_keys(const int *keys, unsigned *groups) {
  int k = keys[blockIdx.x * blockDim.x + threadIdx.x];
  groups[blockIdx.x * blockDim.x + threadIdx.x] = __match_any_sync(0x0000ffffu, k);
}
