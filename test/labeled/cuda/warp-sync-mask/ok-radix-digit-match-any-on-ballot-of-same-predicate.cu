// EXPECT: clean
// Warp-level digit ranking in a radix-sort scatter pass: the peer mask for
// __match_any_sync is the ballot of exactly the predicate of the branch that
// calls it (`valid && digit != 0`), taken before the branch by the whole warp.
__global__ void digit_rank(const unsigned *__restrict__ keys, int n, int shift, unsigned *__restrict__ bucket_cnt,
                           unsigned *__restrict__ rank) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  int lane = threadIdx.x & 31;
  bool valid = i < n;
  unsigned key = valid ? keys[i] : 0u;
  unsigned digit = (key >> shift) & 0xff;
  bool fast = valid && digit != 0;
  unsigned fmask = __ballot_sync(0xffffffffu, fast);
  if (fast) {
    unsigned peers = __match_any_sync(fmask, digit);
    int leader = __ffs(peers) - 1;
    unsigned base = 0;
    if (lane == leader)
      base = atomicAdd(&bucket_cnt[digit], __popc(peers));
    base = __shfl_sync(peers, base, leader);
    rank[i] = base + __popc(peers & ((1u << lane) - 1));
  } else if (valid) {
    rank[i] = atomicAdd(&bucket_cnt[0], 1u);
  }
}
