// EXPECT: warp-sync-mask
// ARCHS: sm_80 sm_90
// PTXLINT-ARGS: --block-dim=256
// Counts the elements above a threshold with a grid-stride loop and a
// warp-level __reduce_add_sync per trip, accumulated per warp; the warps'
// counts are then combined through shared memory. When n is
// not a multiple of the grid's threads, the lanes past n leave the loop one
// trip earlier than the rest of their warp and go on to the __syncthreads()
// after it, while their warp's last full-mask reduction waits for them: a
// hang (they have not exited, so the reduction cannot complete without them).
__global__ void count_above(const float *__restrict__ x, float thr, int *count, int n) {
  __shared__ unsigned warp_cnt[8];
  unsigned c = 0;
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x)
    c += __reduce_add_sync(0xffffffffu, x[i] > thr ? 1u : 0u);
  if ((threadIdx.x & 31) == 0)
    warp_cnt[threadIdx.x / 32] = c;
  __syncthreads();
  if (threadIdx.x == 0) {
    unsigned t = 0;
    for (int w = 0; w < 8; ++w)
      t += warp_cnt[w];
    atomicAdd(count, (int)t);
  }
}
