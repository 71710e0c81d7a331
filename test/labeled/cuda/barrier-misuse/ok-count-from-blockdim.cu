// EXPECT: clean
// PTXLINT-ARGS: --block-dim=128
// Producer/consumer halves of the block on named barrier 1: the producers
// arrive and the consumers sync, both with the whole block's count, which
// the launch makes 128 (a multiple of 32).
__global__ void halves(const float *in, float *out) {
  __shared__ float buf[64];
  unsigned half = blockDim.x / 2;
  if (threadIdx.x < half) {
    buf[threadIdx.x] = in[blockIdx.x * half + threadIdx.x];
    asm volatile("bar.arrive 1, %0;" ::"r"(blockDim.x) : "memory");
  } else {
    asm volatile("bar.sync 1, %0;" ::"r"(blockDim.x) : "memory");
    out[blockIdx.x * half + threadIdx.x - half] = buf[threadIdx.x - half] * 2.f;
  }
}
