// EXPECT: clean
// ARCHS: sm_80 sm_90
// Aggregating atomics by key: match_any with the full mask by every lane,
// then a reduction restricted to each lane's peer group.
__global__ void histogram(const int *keys, int *bins) {
  int k = keys[blockIdx.x * blockDim.x + threadIdx.x] & 63;
  unsigned peers = __match_any_sync(0xffffffffu, k);
  int n = __reduce_add_sync(peers, 1);
  int leader = __ffs(peers) - 1;
  if ((int)(threadIdx.x & 31) == leader)
    atomicAdd(&bins[k], n);
}
