// EXPECT: barrier-divergence
// Hand-written barrier in inline PTX executed by odd threads only.
__global__ void odd_sync(int *buf) {
  int t = threadIdx.x;
  buf[t] = t;
  if (t & 1)
    asm volatile("bar.sync 0;" ::: "memory");
  buf[t] += buf[t ^ 1];
}
