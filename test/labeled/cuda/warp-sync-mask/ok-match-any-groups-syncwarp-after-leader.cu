// EXPECT: clean
// Key-grouped accumulation with __match_any_sync: each group's leader adds
// the group's total to shared memory, and the full-warp __syncwarp() comes
// after the leader branch, where all 32 lanes run it. The group shuffles use
// the group's own peers mask, run by exactly those lanes.
__global__ void keyed_add(const int *__restrict__ keys, const float *__restrict__ vals,
                          float *__restrict__ out) {
  __shared__ float acc[8][32];
  int lane = threadIdx.x & 31, warp = threadIdx.x / 32;
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  int key = keys[i] & 31;
  acc[warp][lane] = 0.0f;
  __syncwarp();
  unsigned peers = __match_any_sync(0xffffffffu, key);
  int leader = __ffs(peers) - 1;
  float v = vals[i];
  float total = 0.0f;
  for (unsigned p = peers; p; p &= p - 1)
    total += __shfl_sync(peers, v, __ffs(p) - 1);
  if (lane == leader)
    acc[warp][key] += total;
  __syncwarp();
  out[i] = acc[warp][lane];
}
