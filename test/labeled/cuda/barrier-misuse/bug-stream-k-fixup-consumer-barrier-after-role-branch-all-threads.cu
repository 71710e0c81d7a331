// EXPECT: barrier-misuse
// PTXLINT-ARGS: --block-dim=288
// Stream-K fixup: warp 0 waits for the peer CTA's flag while warps 1-8 stage
// the partial tile; the consumer barrier counts blockDim.x - 32 (the eight
// consumer warps), but it was placed after the role branch, so all 288
// threads execute `bar.sync 1, 256`: the first 256 arrivals complete it and
// the last warp to arrive starts a new phase that nobody else joins.
__global__ void streamk_fixup_barrier_after_branch(const float *partials, const int *flags,
                                                   float *c) {
  __shared__ float acc[256];
  const int warp = threadIdx.x / 32;
  if (warp == 0) {
    if (threadIdx.x == 0)
      while (atomicAdd((int *)&flags[blockIdx.x], 0) == 0) {
      }
  } else {
    acc[threadIdx.x - 32] = partials[blockIdx.x * 256 + threadIdx.x - 32];
  }
  asm volatile("bar.sync 1, %0;" ::"r"(blockDim.x - 32) : "memory");
  if (warp != 0)
    c[blockIdx.x * 256 + threadIdx.x - 32] += acc[(threadIdx.x + 32) % 256];
}
