// EXPECT: clean
// Warp-aggregated stream compaction after the tail threads returned: the
// mask is taken with __activemask() after the return, the leader is the
// lowest active lane, and the broadcast reads from it with the same mask.
__global__ void compact(const int *__restrict__ in, int *__restrict__ out,
                        int *__restrict__ count, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  int lane = threadIdx.x & 31;
  if (i >= n)
    return;
  unsigned active = __activemask();
  int x = in[i];
  bool keep = x % 3 == 0;
  unsigned votes = __ballot_sync(active, keep);
  int leader = __ffs(active) - 1;
  int base = 0;
  if (lane == leader)
    base = atomicAdd(count, __popc(votes));
  base = __shfl_sync(active, base, leader);
  if (keep)
    out[base + __popc(votes & ((1u << lane) - 1))] = x;
}
