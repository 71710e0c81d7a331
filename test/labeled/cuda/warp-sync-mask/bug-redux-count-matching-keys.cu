// EXPECT: warp-sync-mask
// ARCHS: sm_80 sm_90
// Warp-aggregated histogram: lanes whose key equals the warp leader's key
// count themselves with __reduce_add_sync, but the count runs inside the
// key test, so the lanes with other keys are named by the full mask and
// never arrive (they go on to write their own zero count).
__global__ void leader_key_count(const int *keys, int *hist, int *cnt_out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  int key = i < n ? keys[i] : -1;
  const int lane = threadIdx.x & 31;
  int leader_key = __shfl_sync(0xffffffffu, key, 0);
  unsigned cnt = 0;
  if (key == leader_key) {
    cnt = __reduce_add_sync(0xffffffffu, 1u);
    if (lane == 0 && key >= 0)
      atomicAdd(&hist[key], (int)cnt);
  }
  if (i < n)
    cnt_out[i] = (int)cnt;
}
