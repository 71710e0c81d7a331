// EXPECT: warp-sync-mask
// ARCHS: sm_75 sm_80 sm_90
// __match_any_sync over the whole warp with a mask of 24 lanes.
__global__ void groups(const int *keys, unsigned *out) {
  int k = keys[blockIdx.x * blockDim.x + threadIdx.x];
  out[blockIdx.x * blockDim.x + threadIdx.x] = __match_any_sync(0x00ffffffu, k);
}
