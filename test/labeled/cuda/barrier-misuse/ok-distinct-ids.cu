// EXPECT: clean
// Two named barriers with different counts on different ids.
__global__ void __launch_bounds__(256) two_groups(float *x) {
  unsigned w = threadIdx.x / 32;
  if (w < 2) {
    asm volatile("bar.arrive 1, 64;" ::: "memory");
  } else if (w < 4) {
    asm volatile("bar.sync 1, 64;" ::: "memory");
  }
  if (w < 8)
    asm volatile("bar.sync 2, 256;" ::: "memory");
  x[threadIdx.x] = w;
}
