// EXPECT: uninitialized-register
// Building 64-bit sort keys in inline PTX: the high word is the flipped
// float bits of the score and the low word the item id. The flip goes into
// `fk`, but the pack reads `hi`, the name used before a rename (BUG: hi is
// never written).
#include <cuda_runtime.h>
__device__ __forceinline__ unsigned long long score_key(float score, unsigned id) {
  unsigned long long k;
  asm("{\n\t.reg .b32 fk, hi, m;\n\t"
      "shr.s32 m, %1, 31;\n\t"
      "or.b32 m, m, 0x80000000;\n\t"
      "xor.b32 fk, %1, m;\n\t"
      "mov.b64 %0, {%2, hi};\n\t}"
      : "=l"(k) : "r"(__float_as_uint(score)), "r"(id));
  return k;
}
__global__ void make_keys(const float *__restrict__ scores, unsigned long long *__restrict__ keys, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) keys[i] = score_key(scores[i], (unsigned)i);
}
