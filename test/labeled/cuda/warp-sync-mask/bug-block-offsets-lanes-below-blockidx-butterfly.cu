// EXPECT: warp-sync-mask
// Second pass of a two-pass scan over at most 32 blocks: block b adds the
// totals of the blocks before it. Warp 0 loads one predecessor total per
// lane, but only the lanes below blockIdx.x enter the reduction, and it uses
// the full mask: in blocks 1..31 the lanes from blockIdx.x up skip the
// butterfly and go on to the barrier, and the lanes inside wait for them.
__global__ void add_block_offsets(float *__restrict__ data,
                                  const float *__restrict__ block_sums) {
  __shared__ float s_off;
  if (threadIdx.x < 32) {
    const int lane = threadIdx.x;
    float v = 0.f;
    if (lane < blockIdx.x) {
      v = block_sums[lane];
      for (int o = 16; o > 0; o >>= 1)
        v += __shfl_xor_sync(0xffffffff, v, o); // BUG: lanes >= blockIdx.x are not here
    }
    if (lane == 0)
      s_off = v;
  }
  __syncthreads();
  data[blockIdx.x * blockDim.x + threadIdx.x] += s_off;
}
