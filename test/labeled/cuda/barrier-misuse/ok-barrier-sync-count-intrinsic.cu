// EXPECT: clean
// PTXLINT-ARGS: --block-dim=256
// Each warpgroup synchronises on its own named barrier, with the
// __barrier_sync_count intrinsic and a count of 128 (four warps).
__global__ void wg_sync(float *x) {
  __shared__ float s[256];
  int wg = threadIdx.x / 128;
  s[threadIdx.x] = x[blockIdx.x * 256 + threadIdx.x];
  __barrier_sync_count(1 + wg, 128);
  x[blockIdx.x * 256 + threadIdx.x] = s[wg * 128 + (threadIdx.x + 1) % 128];
}
