// EXPECT: barrier-misuse barrier-divergence
// PTXLINT-ARGS: --block-dim=96
// The producer half of the block syncs with the consumers on a named barrier
// whose count is computed from blockDim.x: half of 96 threads is 48, which
// is not a whole number of warps (bar.sync counts must be multiples of 32),
// and the split at thread 48 also cuts warp 1 in two around the .aligned
// bar.arrive and bar.sync.
__global__ void halves(const float *in, float *out) {
  __shared__ float buf[96];
  unsigned half = blockDim.x / 2;
  if (threadIdx.x < half) {
    buf[threadIdx.x] = in[blockIdx.x * blockDim.x + threadIdx.x];
    asm volatile("bar.arrive 1, %0;" ::"r"(blockDim.x) : "memory");
  } else {
    asm volatile("bar.sync 1, %0;" ::"r"(blockDim.x) : "memory");
    out[blockIdx.x * blockDim.x + threadIdx.x] = buf[threadIdx.x - half];
  }
  asm volatile("bar.sync 2, %0;" ::"r"(half) : "memory");
}
