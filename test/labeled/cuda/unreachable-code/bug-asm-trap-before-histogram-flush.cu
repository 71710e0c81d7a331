// EXPECT: unreachable-code
// Shared-memory histogram with an overflow check on the bin counts. The
// check was meant to trap only when a bin overflowed 24 bits, but the
// inline PTX branch that should skip the trap targets the trap's own label,
// so the trap always runs and the flush to global memory after it is dead
// (BUG: `@!ovf bra` should jump to the flush).
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
                 "CHECKED:\n\t"
                 "trap;\n\t"
                 "}" ::"r"(c)); // BUG: the label sits before the trap
    atomicAdd(&h[threadIdx.x], c);
  }
}
