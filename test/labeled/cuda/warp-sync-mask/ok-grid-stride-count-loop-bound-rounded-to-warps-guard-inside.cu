// EXPECT: clean
// ARCHS: sm_80 sm_90
// PTXLINT-ARGS: --block-dim=256
// Counts the elements above a threshold with a grid-stride loop whose bound is
// n rounded up to a multiple of 32: the lanes of a warp make the same number
// of trips (a lane past n contributes 0), so every full-mask __reduce_add_sync
// has the whole warp; the warps' counts are then combined through shared
// memory.
__global__ void count_above(const float *__restrict__ x, float thr, int *count, int n) {
  __shared__ unsigned warp_cnt[8];
  const int bound = (n + 31) & ~31;
  unsigned c = 0;
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < bound; i += gridDim.x * blockDim.x) {
    const unsigned hit = i < n && x[i] > thr ? 1u : 0u;
    c += __reduce_add_sync(0xffffffffu, hit);
  }
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
