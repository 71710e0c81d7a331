// EXPECT: clean
// Each 8-lane octet of a warp processes one item whose flag lives in shared
// memory (the same flag for the whole octet); an octet whose item is active
// exchanges data through shared memory and synchronises with the octet's own
// mask, 0xff << (lane & ~7). Only whole octets skip.
__global__ void __launch_bounds__(256) octets(const int *flags, float *x) {
  __shared__ int flag[32];
  __shared__ float buf[256];
  int lane = threadIdx.x & 31;
  int oct = threadIdx.x >> 3;
  if ((threadIdx.x & 7) == 0)
    flag[oct] = flags[blockIdx.x * 32 + oct];
  __syncthreads();
  if (flag[oct]) {
    unsigned m = 0xffu << (lane & ~7);
    buf[threadIdx.x] = x[blockIdx.x * blockDim.x + threadIdx.x];
    __syncwarp(m);
    x[blockIdx.x * blockDim.x + threadIdx.x] = buf[threadIdx.x ^ 7];
  }
}
