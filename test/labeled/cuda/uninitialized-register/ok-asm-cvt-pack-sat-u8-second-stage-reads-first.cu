// EXPECT: clean
// The near miss of the cvt.pack.sat requantisation: the second pack reads
// `hi`, which the first one wrote.
#include <cuda_runtime.h>
__device__ __forceinline__ unsigned pack4_sat_u8(int a, int b, int c, int d) {
  unsigned r;
  asm("{\n\t.reg .b32 hi;\n\t"
      "cvt.pack.sat.u8.s32.b32 hi, %1, %2, 0;\n\t"
      "cvt.pack.sat.u8.s32.b32 %0, %3, %4, hi;\n\t}"
      : "=r"(r) : "r"(a), "r"(b), "r"(c), "r"(d));
  return r;
}
__global__ void requant_rows(const int4 *__restrict__ acc, unsigned *__restrict__ out, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  const int4 v = acc[i];
  out[i] = pack4_sat_u8(v.w >> 8, v.z >> 8, v.y >> 8, v.x >> 8);
}
