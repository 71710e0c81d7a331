// EXPECT: warp-sync-mask
// Key-grouped accumulation: lanes with the same key are found with
// __match_any_sync, each group's leader adds the group's total to shared
// memory, and then the author wanted the warp to see the totals, but put
// the full-warp __syncwarp() inside the leader branch (BUG: only the
// leaders execute it, and it names all 32 lanes).
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
  float total = 0.0f;
  for (unsigned p = peers; p; p &= p - 1)
    total += __shfl_sync(peers, vals[i], __ffs(p) - 1);
  if (lane == leader) {
    acc[warp][key] += total;
    __syncwarp(); // BUG: run by the group leaders only
  }
  out[i] = acc[warp][lane];
}
