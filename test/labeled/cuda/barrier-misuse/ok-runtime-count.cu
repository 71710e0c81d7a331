// EXPECT: clean
// Thread count from blockDim (not a constant), rounded to whole warps so the
// lanes of a warp agree: nothing can be proven wrong.
__global__ void runtime_count(float *x) {
  unsigned half = (blockDim.x / 64) * 32;
  if (threadIdx.x < half) {
    x[threadIdx.x] += 1.f;
    asm volatile("bar.sync 1, %0;" ::"r"(half) : "memory");
    x[threadIdx.x] += x[half - 1 - threadIdx.x];
  }
}
