// EXPECT: clean
// A named barrier for the first 128 of up to 256 threads.
__global__ void __launch_bounds__(256) half_block(float *x) {
  if (threadIdx.x < 128) {
    x[threadIdx.x] += 1.f;
    asm volatile("bar.sync 1, 128;" ::: "memory");
    x[threadIdx.x] *= x[127 - threadIdx.x];
  }
  __syncthreads();
}
