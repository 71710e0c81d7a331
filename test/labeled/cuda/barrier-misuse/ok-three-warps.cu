// EXPECT: clean
// Three of four warps share a named barrier declared for 96 threads; the
// fourth warp does other work and meets them at __syncthreads.
__global__ void __launch_bounds__(128) three_of_four(float *x, float *y) {
  if (threadIdx.x < 96) {
    x[threadIdx.x] += 1.f;
    asm volatile("bar.sync 4, 96;" ::: "memory");
    x[threadIdx.x] += x[95 - threadIdx.x];
  } else {
    y[threadIdx.x - 96] = 0.f;
  }
  __syncthreads();
}
