// EXPECT: barrier-misuse
// The kernel is declared for at most 128 threads, but the named barrier waits
// for 256.
__global__ void __launch_bounds__(128) wide_barrier(float *x) {
  x[threadIdx.x] += 1.f;
  asm volatile("bar.sync 2, 256;" ::: "memory");
  x[threadIdx.x] *= x[127 - threadIdx.x];
}
