// EXPECT: warp-sync-mask
// PTXLINT-ARGS: --block-dim=256
// Harris's reduce5 with its volatile shared-memory warp tail "modernised" to
// shuffles, but the old per-level `if (tid < s)` guard was kept around each
// __shfl_down_sync(0xffffffff, ...) (BUG): at level s only lanes 0..s-1 of
// warp 0 execute the shuffle while its mask names all 32 lanes, and lanes
// 0..s-1 read the registers of lanes s..2s-1, which do not execute it (an
// undefined value): the warp sum is wrong even where nothing hangs.
__global__ void reduce5_shfl(const float *g_idata, float *g_odata, unsigned n) {
  __shared__ float sdata[256];
  unsigned tid = threadIdx.x;
  unsigned i = blockIdx.x * (blockDim.x * 2) + threadIdx.x;
  float mySum = (i < n) ? g_idata[i] : 0.f;
  if (i + blockDim.x < n)
    mySum += g_idata[i + blockDim.x];
  sdata[tid] = mySum;
  __syncthreads();
  for (unsigned s = blockDim.x / 2; s > 32; s >>= 1) {
    if (tid < s)
      sdata[tid] = mySum = mySum + sdata[tid + s];
    __syncthreads();
  }
  if (tid < 32) {
    mySum += sdata[tid + 32];
    for (int s = 16; s > 0; s >>= 1)
      if (tid < s)
        mySum += __shfl_down_sync(0xffffffffu, mySum, s);
  }
  if (tid == 0)
    g_odata[blockIdx.x] = mySum;
}
