// EXPECT: misaligned-access
// PTXLINT-ARGS: --block-dim=256
// im2col for a stride-2, pad-1 convolution on fp16 images 224 wide: each
// thread gathers the pair of taps (kx, kx + 1) of its output pixel as one
// __half2. With padding 1 the first tap sits at input column 2 * ox - 1,
// which is odd, so the 4-byte load is 2 bytes off.
#include <cuda_fp16.h>
constexpr int W = 224, H = 224, OW = 112;
__global__ void im2col_half2_pad1(const __half *img, __half2 *col) {
  const int p = blockIdx.x * 256 + threadIdx.x;
  const int oy = p / OW, ox = p % OW;
  if (oy >= H / 2 || ox == 0)
    return;
  for (int ky = 0; ky < 3; ++ky) {
    const int iy = 2 * oy - 1 + ky;
    __half2 v = __floats2half2_rn(0.f, 0.f);
    if (iy >= 0 && iy < H)
      v = *reinterpret_cast<const __half2 *>(img + iy * W + 2 * ox - 1);
    col[(size_t)p * 3 + ky] = v;
  }
}
