// EXPECT: barrier-misuse
// The producer warps signal barrier 2 but the consumer warps wait on
// barrier 3: nobody else ever arrives at 3 and the consumers hang.
__global__ void __launch_bounds__(128) handoff(float *data) {
  __shared__ float stage[64];
  unsigned warp = threadIdx.x / 32;
  if (warp < 2) {
    stage[threadIdx.x] = data[blockIdx.x * 64 + threadIdx.x];
    asm volatile("bar.arrive 2, 128;" ::: "memory");
  } else {
    asm volatile("bar.sync 3, 128;" ::: "memory");
    data[blockIdx.x * 64 + threadIdx.x - 64] = stage[threadIdx.x - 64] * 3.f;
  }
}
