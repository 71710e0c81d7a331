// EXPECT: clean
// Shared-memory histogram with an overflow check on the bin counts: the
// inline PTX traps only when a bin overflowed 24 bits (the branch skips the
// trap otherwise), and the flush after it runs for every in-range bin.
constexpr int BINS = 64;
__global__ void hist64(const unsigned char *__restrict__ d, int n, unsigned *__restrict__ h) {
  __shared__ unsigned bins[BINS];
  if (threadIdx.x < BINS)
    bins[threadIdx.x] = 0;
  __syncthreads();
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x)
    atomicAdd(&bins[d[i] & (BINS - 1)], 1u);
  __syncthreads();
  if (threadIdx.x < BINS) {
    unsigned c = bins[threadIdx.x];
    asm volatile("{\n\t"
                 ".reg .pred ovf;\n\t"
                 "setp.gt.u32 ovf, %0, 0xffffff;\n\t"
                 "@!ovf bra CHECKED;\n\t"
                 "trap;\n\t"
                 "CHECKED:\n\t"
                 "}" ::"r"(c));
    atomicAdd(&h[threadIdx.x], c);
  }
}
