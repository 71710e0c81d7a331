// EXPECT: clean
// Dynamic shared memory carved by hand: a run of n int8 flags, then the
// double accumulators at the flags' end rounded up to 16 bytes with the
// usual (p + 15) & ~15 pointer arithmetic, read and written as double2.
#include <cstdint>
__device__ __forceinline__ unsigned char *align_up16(unsigned char *p) {
  return reinterpret_cast<unsigned char *>((reinterpret_cast<uintptr_t>(p) + 15) & ~uintptr_t(15));
}
__global__ void carve(const double *x, double *y, const signed char *mask, int n) {
  extern __shared__ __align__(16) unsigned char smem[];
  signed char *flags = reinterpret_cast<signed char *>(smem);
  double2 *acc = reinterpret_cast<double2 *>(align_up16(smem + n));
  for (int i = threadIdx.x; i < n; i += blockDim.x)
    flags[i] = mask[blockIdx.x * n + i];
  __syncthreads();
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  double2 v = make_double2(x[2 * i], x[2 * i + 1]);
  if (flags[threadIdx.x % n])
    v.x = -v.x;
  acc[threadIdx.x] = v;
  __syncthreads();
  double2 w = acc[(threadIdx.x + 1) % blockDim.x];
  y[2 * i] = w.x;
  y[2 * i + 1] = w.y;
}
