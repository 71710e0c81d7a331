// EXPECT: barrier-divergence
// Each warp records in shared memory whether any of its lanes matched the
// key; warps whose flag is set then stage their matches and synchronise with
// __syncthreads inside that branch (BUG). The flag differs between warps, so
// the warps without a match never reach the barrier.
__global__ void __launch_bounds__(256) compact_matches(const int *keys, int key, int *out, int *count) {
  __shared__ int found[8];
  __shared__ int stage[256];
  unsigned warp = threadIdx.x / 32, lane = threadIdx.x % 32;
  int k = keys[blockIdx.x * 256 + threadIdx.x];
  unsigned hits = __ballot_sync(0xffffffffu, k == key);
  if (lane == 0)
    found[warp] = hits != 0;
  __syncthreads();
  if (found[warp]) {
    stage[threadIdx.x] = k == key ? (int)threadIdx.x : -1;
    __syncthreads(); // BUG: only the warps with a match get here
    if (lane == 0) {
      int base = atomicAdd(count, __popc(hits));
      for (int i = 0, j = 0; i < 32; ++i)
        if (stage[warp * 32 + i] >= 0)
          out[base + j++] = blockIdx.x * 256 + stage[warp * 32 + i];
    }
  }
}
