// EXPECT: barrier-misuse
// PTXLINT-ARGS: --block-dim=128
// Per-block statistics: warp 3 writes the bookkeeping record and leaves;
// warps 0-2 reduce and then synchronise on named barrier 1 -- but with a
// count of 128 (BUG: copied from the block size). Only 96 threads ever
// arrive, so the barrier never completes.
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
  asm volatile("bar.sync 1, 128;" ::: "memory");  // BUG: only 96 threads arrive
  if (threadIdx.x == 0) sums[blockIdx.x] = part[0] + part[1] + part[2];
}
