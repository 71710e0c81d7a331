// EXPECT: clean
// Warps 2 and 3 count their positive elements with bar.red.popc on their own
// named barrier (64 threads); the rest of the block does other work, and all
// meet at __syncthreads afterwards.
__global__ void __launch_bounds__(256) count_mid(const int *in, int *out) {
  __shared__ int total;
  unsigned warp = threadIdx.x / 32;
  int v = in[blockIdx.x * blockDim.x + threadIdx.x];
  if (warp == 2 || warp == 3) {
    unsigned cnt;
    asm volatile("{\n\t.reg .pred p;\n\tsetp.gt.s32 p, %1, 0;\n\t"
                 "bar.red.popc.u32 %0, 5, 64, p;\n\t}"
                 : "=r"(cnt) : "r"(v) : "memory");
    if (threadIdx.x == 64)
      total = cnt;
  } else {
    out[gridDim.x + blockIdx.x * blockDim.x + threadIdx.x] = v * 2;
  }
  __syncthreads();
  if (threadIdx.x == 0)
    out[blockIdx.x] = total;
}
