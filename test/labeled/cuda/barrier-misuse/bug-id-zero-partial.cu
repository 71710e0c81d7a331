// EXPECT: barrier-misuse
// A subset barrier for the first two warps reuses id 0, the id __syncthreads
// uses with the whole block: the two uses of barrier 0 disagree on the count.
__global__ void __launch_bounds__(256) stage(float *x) {
  __shared__ float s[256];
  s[threadIdx.x] = x[threadIdx.x];
  __syncthreads();
  if (threadIdx.x < 64) {
    s[threadIdx.x] += s[threadIdx.x + 64];
    asm volatile("bar.sync 0, 64;" ::: "memory");
    s[threadIdx.x] += s[63 - threadIdx.x];
  }
  __syncthreads();
  x[threadIdx.x] = s[threadIdx.x];
}
