// EXPECT: barrier-divergence
// PTXLINT-ARGS: --block-dim=256
// Lane 0 of each warp reads its warp's segment length and broadcasts it with
// __shfl_sync: the trip count is the same within a warp but differs between
// warps, yet the loop body synchronises the whole block.
__global__ void segmented_copy(const int *seg_len, const float *in, float *out) {
  __shared__ float buf[256];
  int lane = threadIdx.x & 31;
  int warp = threadIdx.x >> 5;
  int len = 0;
  if (lane == 0)
    len = seg_len[blockIdx.x * 8 + warp];
  len = __shfl_sync(0xffffffffu, len, 0);
  for (int k = 0; k < len; ++k) {
    buf[threadIdx.x] = in[(blockIdx.x * 8 + warp) * 1024 + k * 32 + lane];
    __syncthreads();
    out[(blockIdx.x * 8 + warp) * 1024 + k * 32 + lane] = buf[threadIdx.x ^ 1];
  }
}
