// EXPECT: misaligned-access
// Three-tap smoothing of an fp16 signal with half2 math: thread i produces
// outputs 2i and 2i+1 from x[2i-1..2i+2]. The centre pair (x[2i], x[2i+1])
// is an aligned half2, and the author loaded the right-shifted pair
// (x[2i+1], x[2i+2]) as a half2 too. BUG: x + 2 * i + 1 is 2 bytes past a
// 4-byte boundary in every thread: the 4-byte vector load is misaligned
// (the left neighbour is read as a scalar for the same reason, correctly).
#include <cuda_fp16.h>
__global__ void smooth3(const __half *__restrict__ x, __half2 *__restrict__ y, int npairs) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x + 1;  // pair 0 is the boundary
  if (i >= npairs - 1)
    return;
  const __half2 c = reinterpret_cast<const __half2 *>(x)[i];
  const __half2 r = *reinterpret_cast<const __half2 *>(x + 2 * i + 1);  // BUG
  const __half left = x[2 * i - 1];
  const __half2 l = __halves2half2(left, __low2half(c));
  const __half2 w = __float2half2_rn(0.25f);
  y[i] = __hfma2(w, l, __hfma2(w, r, __hmul2(__float2half2_rn(0.5f), c)));
}
