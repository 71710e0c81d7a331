// EXPECT: barrier-misuse
// Four consumer warps wait on a named barrier declared for 64 threads: the
// barrier completes with the first two warps and the others start a new
// generation nobody finishes.
__global__ void __launch_bounds__(128) consumers(float *x) {
  x[threadIdx.x] += 1.f;
  asm volatile("bar.sync 1, 64;" ::: "memory");
  x[threadIdx.x] *= x[127 - threadIdx.x];
}
