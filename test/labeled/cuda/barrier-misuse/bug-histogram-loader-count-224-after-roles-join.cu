// EXPECT: barrier-misuse
// PTXLINT-ARGS: --block-dim=256
// Block histogram with a loader warp: warp 0 streams the keys into shared
// memory while warps 1-7 clear the bins. The author meant the barrier that
// ends the setup to be the compute warps' own (224 threads), but placed it
// after the role branches join (BUG): all 256 threads execute
// `bar.sync 2, 224`, so it completes with the first seven warps and the
// last warp starts a new phase on its own.
__global__ void __launch_bounds__(256) hist(const unsigned char *__restrict__ keys,
                                            unsigned *__restrict__ bins, int n) {
  __shared__ unsigned char buf[2048];
  __shared__ unsigned h[256];
  const int t = threadIdx.x;
  if (t < 32) {
    for (int i = t; i < 2048; i += 32) {
      int g = blockIdx.x * 2048 + i;
      buf[i] = g < n ? keys[g] : 0;
    }
  } else {
    for (int b = t - 32; b < 256; b += 224) h[b] = 0;
  }
  asm volatile("bar.sync 2, 224;" ::: "memory");  // BUG: all 256 threads reach it
  for (int i = t; i < 2048; i += 256)
    if (blockIdx.x * 2048 + i < n) atomicAdd(&h[buf[i]], 1u);
  __syncthreads();
  atomicAdd(&bins[t], h[t]);
}
