// EXPECT: clean
// PTXLINT-ARGS: --block-dim=160
// One producer warp and four consumer warps: the consumers reduce among
// themselves and synchronise on named barrier 2 with blockDim.x - 32 threads
// (128 in a 160-thread block), exactly the threads that run that branch,
// while the producer warp does its own work without waiting.
__global__ void __launch_bounds__(160) reduce_consumers(const float *in, float *out, float *side) {
  __shared__ float part[128];
  unsigned t = threadIdx.x;
  if (t >= 32) {
    unsigned c = t - 32;
    part[c] = in[blockIdx.x * 128 + c];
    asm volatile("bar.sync 2, %0;" ::"r"(blockDim.x - 32) : "memory");
    for (unsigned s = 64; s > 0; s >>= 1) {
      if (c < s)
        part[c] += part[c + s];
      asm volatile("bar.sync 2, %0;" ::"r"(blockDim.x - 32) : "memory");
    }
    if (c == 0)
      out[blockIdx.x] = part[0];
  } else {
    side[blockIdx.x * 32 + t] = in[gridDim.x * 128 + blockIdx.x * 32 + t] * 0.5f;
  }
}
