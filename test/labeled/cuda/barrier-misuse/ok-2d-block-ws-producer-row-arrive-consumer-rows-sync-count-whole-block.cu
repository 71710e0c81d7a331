// EXPECT: clean
// PTXLINT-ARGS: --block-dim=32,5
// A warp-specialised gather in a (32, 5) block: row y == 0 is the producer
// warp, rows 1-4 consume. Both handoff barriers count every thread that
// arrives or waits on them, blockDim.x * blockDim.y = 160: the producer's
// bar.arrive and the consumers' bar.sync on id 1, the consumers' bar.arrive
// and the producer's bar.sync on id 2.
__global__ void __launch_bounds__(160) ws_gather(const float *__restrict__ src, const int *__restrict__ idx,
                                                 float *__restrict__ out, int tiles) {
  __shared__ float tile[128];
  unsigned ready = blockDim.x * blockDim.y;
  for (int it = 0; it < tiles; ++it) {
    int base = (blockIdx.x * tiles + it) * 128;
    if (threadIdx.y == 0) {
      for (int j = threadIdx.x; j < 128; j += 32)
        tile[j] = src[idx[base + j]];
      asm volatile("bar.arrive 1, %0;" ::"r"(ready) : "memory");
      asm volatile("bar.sync 2, 160;" ::: "memory");
    } else {
      asm volatile("bar.sync 1, %0;" ::"r"(ready) : "memory");
      int c = (threadIdx.y - 1) * 32 + threadIdx.x;
      out[base + c] = tile[c] * 2.f;
      asm volatile("bar.arrive 2, 160;" ::: "memory");
    }
  }
}
