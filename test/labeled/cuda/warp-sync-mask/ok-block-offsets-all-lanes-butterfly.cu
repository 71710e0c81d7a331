// EXPECT: clean
// Second pass of a two-pass scan over at most 32 blocks: block b adds the
// totals of the blocks before it. Every lane of warp 0 takes part in the
// butterfly; the lanes from blockIdx.x up contribute 0 instead of skipping.
__global__ void add_block_offsets(float *__restrict__ data,
                                  const float *__restrict__ block_sums) {
  __shared__ float s_off;
  if (threadIdx.x < 32) {
    const int lane = threadIdx.x;
    float v = lane < blockIdx.x ? block_sums[lane] : 0.f;
    for (int o = 16; o > 0; o >>= 1)
      v += __shfl_xor_sync(0xffffffff, v, o);
    if (lane == 0)
      s_off = v;
  }
  __syncthreads();
  data[blockIdx.x * blockDim.x + threadIdx.x] += s_off;
}
