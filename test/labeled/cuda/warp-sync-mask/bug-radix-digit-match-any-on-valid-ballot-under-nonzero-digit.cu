// EXPECT: warp-sync-mask
// BUG: warp-level digit ranking in a radix-sort scatter pass. The peer mask
// for __match_any_sync is the ballot of the valid keys, but the call sits under
// `valid && digit != 0` (digit 0 keys take a separate fast path), so the valid
// lanes whose digit is 0 are named in the mask and never execute the match.
__global__ void digit_rank(const unsigned *__restrict__ keys, int n, int shift, unsigned *__restrict__ bucket_cnt,
                           unsigned *__restrict__ rank) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  int lane = threadIdx.x & 31;
  bool valid = i < n;
  unsigned key = valid ? keys[i] : 0u;
  unsigned digit = (key >> shift) & 0xff;
  unsigned vmask = __ballot_sync(0xffffffffu, valid);
  if (valid && digit != 0) {
    unsigned peers = __match_any_sync(vmask, digit);
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
