// EXPECT: clean
// Warp-aggregated atomics with raw intrinsics: the mask is the ballot of the
// very condition that guards the branch, the leader is its lowest set bit,
// and the leader's slot is broadcast with that mask.
__global__ void filter(const int *in, int *out, int *count, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  int x = i < n ? in[i] : 0;
  unsigned m = __ballot_sync(0xffffffff, x > 0);
  if (x > 0) {
    int lane = threadIdx.x & 31;
    int leader = __ffs(m) - 1;
    int base = 0;
    if (lane == leader)
      base = atomicAdd(count, __popc(m));
    base = __shfl_sync(m, base, leader);
    out[base + __popc(m & ((1u << lane) - 1))] = x;
  }
}
