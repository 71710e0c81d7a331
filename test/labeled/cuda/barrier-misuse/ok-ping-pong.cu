// EXPECT: clean
// Producer/consumer ping-pong over two named barriers (FULL=1, EMPTY=2), one
// producer warp and one consumer warp, in a loop over tiles.
#define FULL 1
#define EMPTY 2
__global__ void __launch_bounds__(64) ping_pong(const float *in, float *out, int tiles) {
  __shared__ float buf[32];
  unsigned lane = threadIdx.x & 31;
  bool producer = threadIdx.x < 32;
  for (int t = 0; t < tiles; ++t) {
    if (producer) {
      if (t > 0)
        asm volatile("bar.sync %0, 64;" ::"n"(EMPTY) : "memory");
      buf[lane] = in[t * 32 + lane];
      asm volatile("bar.arrive %0, 64;" ::"n"(FULL) : "memory");
    } else {
      asm volatile("bar.sync %0, 64;" ::"n"(FULL) : "memory");
      out[t * 32 + lane] = buf[lane] * 2.f;
      if (t + 1 < tiles)
        asm volatile("bar.arrive %0, 64;" ::"n"(EMPTY) : "memory");
    }
  }
}
