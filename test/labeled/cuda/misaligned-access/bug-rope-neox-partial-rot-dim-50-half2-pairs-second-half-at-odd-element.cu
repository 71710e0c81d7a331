// EXPECT: misaligned-access
// PTXLINT-ARGS: --block-dim=32
// BUG: GPT-NeoX style rotary embedding on fp16 queries, vectorised with half2:
// element j of the first half of the rotary dims pairs with element
// j + ROT / 2. With head_dim 100 and rotary_pct 0.5 the rotary width is 50,
// so the second half starts at element 25 and every half2 load and store of
// it is at 2 mod 4 bytes.
#include <cuda_fp16.h>
#define HD 100
#define ROT 50
__global__ void __launch_bounds__(32) rope_neox(__half *__restrict__ q, const float2 *__restrict__ cs) {
  int tok = blockIdx.x, h = blockIdx.y, i = threadIdx.x;
  if (2 * i >= ROT / 2)
    return;
  __half *x = q + ((size_t)tok * gridDim.y + h) * HD;
  __half2 *lo = reinterpret_cast<__half2 *>(x + 2 * i);
  __half2 *hi = reinterpret_cast<__half2 *>(x + ROT / 2 + 2 * i);
  float2 a = __half22float2(*lo), b = __half22float2(*hi);
  float2 c0 = cs[tok * (ROT / 2) + 2 * i], c1 = cs[tok * (ROT / 2) + 2 * i + 1];
  *lo = __floats2half2_rn(a.x * c0.x - b.x * c0.y, a.y * c1.x - b.y * c1.y);
  *hi = __floats2half2_rn(b.x * c0.x + a.x * c0.y, b.y * c1.x + a.y * c1.y);
}
