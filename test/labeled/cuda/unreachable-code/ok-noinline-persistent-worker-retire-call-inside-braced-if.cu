// EXPECT: clean
// PTXLINT-ARGS: --block-dim=256
// A persistent worker takes tiles from a global queue and retires when the
// queue is drained: thread 0 counts the retired CTA and every thread calls a
// __noinline__ helper that ends in `exit`, both inside the braced drained
// branch; the tile's processing runs on every other trip.
__device__ __noinline__ void retire() { asm volatile("exit;"); }
__global__ void __launch_bounds__(256) persistent_scale(const float *__restrict__ in, float *__restrict__ out,
                                                        unsigned *next, unsigned *retired, unsigned ntiles) {
  __shared__ unsigned s_tile;
  int t = threadIdx.x;
  for (;;) {
    if (t == 0)
      s_tile = atomicAdd(next, 1u);
    __syncthreads();
    unsigned tile = s_tile;
    __syncthreads();
    if (tile >= ntiles) {
      if (t == 0)
        atomicAdd(retired, 1u);
      retire();
    }
    out[tile * 256 + t] = in[tile * 256 + t] * 2.f;
  }
}
