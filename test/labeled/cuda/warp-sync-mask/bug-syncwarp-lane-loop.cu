// EXPECT: warp-sync-mask
// A warp stages a row through shared memory in chunks of 32 with a per-lane
// loop bound: when len is not a multiple of 32 the last lanes leave the loop
// one iteration early, and the __syncwarp() in the body still names them.
__global__ void stage_rows(const float *in, float *out, int len) {
  __shared__ float buf[8][32];
  unsigned lane = threadIdx.x % 32, w = threadIdx.x / 32;
  unsigned row = blockIdx.x * 8 + w;
  float acc = 0.f;
  for (int i = lane; i < len; i += 32) {
    buf[w][lane] = in[row * len + i];
    __syncwarp();
    acc += buf[w][(lane + 1) % 32];
    __syncwarp();
  }
  out[row * 32 + lane] = acc;
}
