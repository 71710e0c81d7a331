// EXPECT: clean
// PTXLINT-ARGS: --block-dim=256
// im2col for a stride-2, unpadded convolution on fp16 images 224 wide: each
// thread gathers the pair of taps (kx, kx + 1) of its output pixel as one
// __half2 at input column 2 * ox, which is even, so every 4-byte load is
// aligned.
#include <cuda_fp16.h>
constexpr int W = 224, H = 224, OW = 111;
__global__ void im2col_half2_pad0(const __half *img, __half2 *col) {
  const int p = blockIdx.x * 256 + threadIdx.x;
  const int oy = p / OW, ox = p % OW;
  if (oy >= OW)
    return;
  for (int ky = 0; ky < 3; ++ky) {
    const int iy = 2 * oy + ky;
    const __half2 v = *reinterpret_cast<const __half2 *>(img + iy * W + 2 * ox);
    col[(size_t)p * 3 + ky] = v;
  }
}
