// EXPECT: barrier-misuse
// Producer/consumer named barrier: the producer warps announce 64 threads,
// the consumers wait for 96.
__global__ void pipeline(float *data) {
  __shared__ float stage[64];
  unsigned warp = threadIdx.x / 32;
  if (warp < 2) {
    stage[threadIdx.x] = data[blockIdx.x * 64 + threadIdx.x];
    asm volatile("bar.arrive 3, 64;" ::: "memory");
  } else {
    asm volatile("bar.sync 3, 96;" ::: "memory");
    data[blockIdx.x * 64 + threadIdx.x - 64] = stage[threadIdx.x - 64] + 1.f;
  }
}
