// EXPECT: warp-sync-mask
// __syncwarp() (full mask) called by the first eight lanes only.
__global__ void leaders(int *buf) {
  unsigned lane = threadIdx.x & 31;
  buf[threadIdx.x] = lane;
  if (lane < 8) {
    buf[threadIdx.x] += buf[threadIdx.x + 8];
    __syncwarp();
    buf[threadIdx.x] += buf[threadIdx.x + 4];
  }
}
