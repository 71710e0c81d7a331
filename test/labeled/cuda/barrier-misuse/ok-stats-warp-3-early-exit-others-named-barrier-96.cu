// EXPECT: clean
// PTXLINT-ARGS: --block-dim=128
// Per-block statistics: warp 3 only writes the block's bookkeeping record
// and leaves; warps 0-2 (96 threads) reduce the data and synchronise among
// themselves with named barrier 1 counting exactly 96 threads, so the exited
// warp is never waited for. __syncthreads is not used after the exit.
__global__ void __launch_bounds__(128) stats(const float *__restrict__ x, float *__restrict__ sums,
                                             int *__restrict__ visited, int n) {
  __shared__ float part[3];
  const int warp = threadIdx.x >> 5, lane = threadIdx.x & 31;
  if (warp == 3) {
    if (lane == 0) visited[blockIdx.x] = 1;
    return;
  }
  float s = 0.f;
  for (int i = blockIdx.x * 96 + threadIdx.x; i < n; i += gridDim.x * 96) s += x[i];
  for (int o = 16; o > 0; o >>= 1) s += __shfl_xor_sync(0xffffffffu, s, o);
  if (lane == 0) part[warp] = s;
  asm volatile("bar.sync 1, 96;" ::: "memory");
  if (threadIdx.x == 0) sums[blockIdx.x] = part[0] + part[1] + part[2];
}
