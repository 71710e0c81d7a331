// EXPECT: warp-sync-mask
// Stream compaction whose ballot uses the full mask inside the bounds check:
// in the last, partial warp the lanes past n skip the ballot that names them
// and go on to the block's bookkeeping after the branch (they do not exit).
__global__ void compact(const int *in, int *out, int *count, int *blocks_done, int n) {
  __shared__ int warp_base[32];
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  int lane = threadIdx.x & 31;
  if (i < n) {
    bool keep = in[i] > 0;
    unsigned b = __ballot_sync(0xffffffffu, keep);
    if (lane == 0)
      warp_base[threadIdx.x / 32] = atomicAdd(count, __popc(b));
    __syncwarp(0xffffffffu);
    if (keep)
      out[warp_base[threadIdx.x / 32] + __popc(b & ((1u << lane) - 1))] = in[i];
  }
  __syncthreads();
  if (threadIdx.x == 0)
    atomicAdd(blocks_done, 1);
}
