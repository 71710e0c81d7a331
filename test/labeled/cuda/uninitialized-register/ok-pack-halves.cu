// EXPECT: clean
// Building a 64-bit value from halves, a half2 from two halves, and a
// vector store of fully written registers.
#include <cuda_fp16.h>
__global__ void pack(const unsigned *in, unsigned long long *out, __half2 *h, uint4 *v) {
  unsigned a = in[2 * threadIdx.x], b = in[2 * threadIdx.x + 1];
  unsigned long long r;
  asm("mov.b64 %0, {%1, %2};" : "=l"(r) : "r"(a), "r"(b));
  out[threadIdx.x] = r;
  h[threadIdx.x] = __halves2half2(__float2half((float)a), __float2half((float)b));
  v[threadIdx.x] = make_uint4(a, b, a ^ b, a + b);
}
