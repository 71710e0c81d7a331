// EXPECT: barrier-divergence
// PTXLINT-ARGS: --block-dim=512
// Block sum over 16 warps: the warp partials go to shared memory and the
// first four warps fold them 16 -> 4 -> 1, with a __syncthreads() between the
// two folds. That barrier sits inside `if (warp < 4)`, so warps 4-15 never
// reach it.
__global__ void block_sum_tail_four_warps(const float *x, float *out) {
  __shared__ float part[16];
  __shared__ float part4[4];
  const int warp = threadIdx.x / 32, lane = threadIdx.x % 32;
  float v = x[(size_t)blockIdx.x * 512 + threadIdx.x];
  for (int o = 16; o; o >>= 1)
    v += __shfl_xor_sync(0xffffffffu, v, o);
  if (lane == 0)
    part[warp] = v;
  __syncthreads();
  if (warp < 4) {
    float s = lane < 4 ? part[warp * 4 + lane] : 0.f;
    s += __shfl_xor_sync(0xffffffffu, s, 1);
    s += __shfl_xor_sync(0xffffffffu, s, 2);
    if (lane == 0)
      part4[warp] = s;
    __syncthreads();
    if (threadIdx.x == 0)
      out[blockIdx.x] = part4[0] + part4[1] + part4[2] + part4[3];
  }
}
