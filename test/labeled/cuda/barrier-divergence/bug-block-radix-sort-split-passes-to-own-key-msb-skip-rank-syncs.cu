// EXPECT: barrier-divergence warp-sync-mask
// PTXLINT-ARGS: --block-dim=256
// BUG: an in-block LSB radix sort of 256 keys, one bit per pass (a stable
// split: zeros first, ranked with a warp ballot and per-warp counts in shared
// memory). To skip the passes above the largest key, the pass count was taken
// as `32 - __clz(key)` of the thread's own key: a thread with a small key
// leaves the loop while the others still run its __syncthreads() and, inside
// its warp, its __ballot_sync(0xffffffff) (the lane is alive, waiting after
// the loop). The bound must be the block's largest key.
__global__ void __launch_bounds__(256) block_radix_sort_u32(unsigned *__restrict__ keys_io) {
  __shared__ unsigned keys[256];
  __shared__ int warp_zeros[8];
  int tid = threadIdx.x, lane = tid & 31, warp = tid >> 5;
  unsigned key = keys_io[blockIdx.x * 256 + tid];
  unsigned lt = (1u << lane) - 1u;
  int end_bit = 32 - __clz(key);
  for (int bit = 0; bit < end_bit; ++bit) {
    unsigned b = (key >> bit) & 1u;
    unsigned zmask = __ballot_sync(0xffffffffu, !b);
    if (lane == 0)
      warp_zeros[warp] = __popc(zmask);
    __syncthreads();
    int before = 0, total = 0;
#pragma unroll
    for (int w = 0; w < 8; ++w) {
      int z = warp_zeros[w];
      before += w < warp ? z : 0;
      total += z;
    }
    int zrank = before + __popc(zmask & lt);
    int pos = b ? total + (tid - zrank) : zrank;
    keys[pos] = key;
    __syncthreads();
    key = keys[tid];
  }
  keys_io[blockIdx.x * 256 + tid] = key;
}
