// EXPECT: clean
// Warp-private staging in a k loop: the first 16 lanes stage a row into the
// warp's slice of shared memory, __syncwarp() (all lanes, outside the lane
// guard) orders it before every lane reads it, and a second __syncwarp()
// before the next iteration overwrites it.
__global__ void warp_stage(const float *x, float *y, int K) {
  __shared__ float rowbuf[8][16];
  const int warp = threadIdx.x / 32, lane = threadIdx.x & 31;
  float acc = 0.f;
  for (int k = 0; k < K; ++k) {
    if (lane < 16)
      rowbuf[warp][lane] = x[((size_t)blockIdx.x * 8 + warp) * K * 16 + k * 16 + lane];
    __syncwarp();
    acc += rowbuf[warp][lane & 15] * (lane < 16 ? 1.f : -1.f);
    __syncwarp();
  }
  y[blockIdx.x * blockDim.x + threadIdx.x] = acc;
}
