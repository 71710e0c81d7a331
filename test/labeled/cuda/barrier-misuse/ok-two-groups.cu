// EXPECT: clean
// Two independent groups of two warps each, with their own barrier ids.
__global__ void __launch_bounds__(128) two_groups(float *x) {
  unsigned group = threadIdx.x / 64;
  x[threadIdx.x] += 1.f;
  if (group == 0)
    asm volatile("bar.sync 1, 64;" ::: "memory");
  else
    asm volatile("bar.sync 2, 64;" ::: "memory");
  x[threadIdx.x] += x[threadIdx.x ^ 1];
}
