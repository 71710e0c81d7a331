// EXPECT: clean
// Producer/consumer named barrier with matching counts (arrive 128, sync 128).
__global__ void pipeline_ok(float *data) {
  __shared__ float stage[64];
  unsigned warp = threadIdx.x / 32;
  if (warp < 2) {
    stage[threadIdx.x] = data[blockIdx.x * 64 + threadIdx.x];
    asm volatile("bar.arrive 3, 128;" ::: "memory");
  } else if (warp < 4) {
    asm volatile("bar.sync 3, 128;" ::: "memory");
    data[blockIdx.x * 64 + threadIdx.x - 64] = stage[threadIdx.x - 64] + 1.f;
  }
}
