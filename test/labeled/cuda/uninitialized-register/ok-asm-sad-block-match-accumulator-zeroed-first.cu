// EXPECT: clean
// The near miss of the inline-PTX sum of absolute differences: the
// accumulator is zeroed before the first sad reads it.
#include <cuda_runtime.h>
__device__ __forceinline__ unsigned sad4(uchar4 a, uchar4 b) {
  unsigned r;
  asm("{\n\t.reg .u32 acc;\n\t"
      "mov.u32 acc, 0;\n\t"
      "sad.u32 acc, %1, %5, acc;\n\t"
      "sad.u32 acc, %2, %6, acc;\n\t"
      "sad.u32 acc, %3, %7, acc;\n\t"
      "sad.u32 %0, %4, %8, acc;\n\t}"
      : "=r"(r)
      : "r"((unsigned)a.x), "r"((unsigned)a.y), "r"((unsigned)a.z), "r"((unsigned)a.w),
        "r"((unsigned)b.x), "r"((unsigned)b.y), "r"((unsigned)b.z), "r"((unsigned)b.w));
  return r;
}
__global__ void block_sad(const uchar4 *__restrict__ cur, const uchar4 *__restrict__ ref,
                          unsigned *__restrict__ cost, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) cost[i] = sad4(cur[i], ref[i]);
}
