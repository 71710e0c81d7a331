// EXPECT: clean
// PTXLINT-ARGS: --block-dim=288
// Stream-K fixup: warp 0 waits for the peer CTA's flag while warps 1-8 stage
// the partial tile and meet on `bar.sync 1, blockDim.x - 32` inside their own
// branch: 256 consumer threads for a count of 256.
__global__ void streamk_fixup_barrier_in_branch(const float *partials, const int *flags,
                                                float *c) {
  __shared__ float acc[256];
  const int warp = threadIdx.x / 32;
  if (warp == 0) {
    if (threadIdx.x == 0)
      while (atomicAdd((int *)&flags[blockIdx.x], 0) == 0) {
      }
  } else {
    acc[threadIdx.x - 32] = partials[blockIdx.x * 256 + threadIdx.x - 32];
    asm volatile("bar.sync 1, %0;" ::"r"(blockDim.x - 32) : "memory");
    c[blockIdx.x * 256 + threadIdx.x - 32] += acc[(threadIdx.x + 32) % 256];
  }
}
