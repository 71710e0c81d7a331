// EXPECT: clean
// PTXLINT-ARGS: --block-dim=128
// The out-of-line named-barrier helper called by the two warps of the first
// half of the block with barrier 1 and a count of 64: exactly the threads
// that reach it, a multiple of the warp size.
__device__ __noinline__ void named_sync(unsigned id, unsigned count) {
  asm volatile("bar.sync %0, %1;" ::"r"(id), "r"(count) : "memory");
}
__global__ void two_stage(const float *in, float *out) {
  __shared__ float buf[64];
  if (threadIdx.x < 64) {
    if (threadIdx.x < 48)
      buf[threadIdx.x] = in[blockIdx.x * 48 + threadIdx.x];
    else
      buf[threadIdx.x] = 0.f;
    named_sync(1, 64);
    out[blockIdx.x * 64 + threadIdx.x] = buf[63 - threadIdx.x];
  } else {
    out[blockIdx.x * 64 + threadIdx.x] = 0.f;
  }
}
