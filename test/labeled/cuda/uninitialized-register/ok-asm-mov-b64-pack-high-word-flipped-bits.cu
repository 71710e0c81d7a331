// EXPECT: clean
// The near miss of the 64-bit sort keys: the pack reads `fk`, the flipped
// score bits computed just before.
#include <cuda_runtime.h>
__device__ __forceinline__ unsigned long long score_key(float score, unsigned id) {
  unsigned long long k;
  asm("{\n\t.reg .b32 fk, m;\n\t"
      "shr.s32 m, %1, 31;\n\t"
      "or.b32 m, m, 0x80000000;\n\t"
      "xor.b32 fk, %1, m;\n\t"
      "mov.b64 %0, {%2, fk};\n\t}"
      : "=l"(k) : "r"(__float_as_uint(score)), "r"(id));
  return k;
}
__global__ void make_keys(const float *__restrict__ scores, unsigned long long *__restrict__ keys, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) keys[i] = score_key(scores[i], (unsigned)i);
}
