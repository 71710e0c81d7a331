// EXPECT: uninitialized-register
// Motion estimation: the sum of absolute differences of a 4-pixel row
// chunk accumulated with sad.u32 in inline PTX. The accumulator `acc` is a
// scratch register of the asm block that the first sad reads as its
// addend -- it was zeroed in the scalar version and the mov was dropped
// (BUG: acc is read before it is written).
#include <cuda_runtime.h>
__device__ __forceinline__ unsigned sad4(uchar4 a, uchar4 b) {
  unsigned r;
  asm("{\n\t.reg .u32 acc;\n\t"
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
