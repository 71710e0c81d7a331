// EXPECT: uninitialized-register
// A 4-word packed record loaded with one ld.global.nc.v4: the author first
// wanted three words and wrote the fourth destination as the sink `_`, then
// later added the checksum word `w3` to the sum without loading it (BUG: w3
// is never written).
#include <cuda_runtime.h>
__device__ __forceinline__ unsigned record_sum(const uint4 *p) {
  unsigned s;
  asm("{\n\t.reg .b32 w0, w1, w2, w3;\n\t"
      "ld.global.nc.v4.u32 {w0, w1, w2, _}, [%1];\n\t"
      "add.u32 %0, w0, w1;\n\t"
      "add.u32 %0, %0, w2;\n\t"
      "xor.b32 %0, %0, w3;\n\t}"
      : "=r"(s) : "l"(p));
  return s;
}
__global__ void checksum(const uint4 *__restrict__ recs, unsigned *__restrict__ out, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) out[i] = record_sum(recs + i);
}
