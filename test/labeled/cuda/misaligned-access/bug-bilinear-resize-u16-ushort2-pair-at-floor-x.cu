// EXPECT: misaligned-access
// Bilinear downscale of a 16-bit depth image. Each output pixel needs the two
// horizontally adjacent source texels (x0, x0+1) of two rows; the kernel
// fetches each pair with one ushort2 load at &row[x0] (BUG): x0 = floor(sx)
// is odd for about half of the output pixels, and a ushort2 needs a 4-byte
// aligned address.
__global__ void resize_u16(const unsigned short *__restrict__ src, int sw, int sh,
                           unsigned short *__restrict__ dst, int dw, int dh) {
  const int ox = blockIdx.x * blockDim.x + threadIdx.x;
  const int oy = blockIdx.y * blockDim.y + threadIdx.y;
  if (ox >= dw || oy >= dh)
    return;
  const float sx = (ox + 0.5f) * sw / dw - 0.5f, sy = (oy + 0.5f) * sh / dh - 0.5f;
  const int x0 = min(max((int)floorf(sx), 0), sw - 2);
  const int y0 = min(max((int)floorf(sy), 0), sh - 2);
  const float fx = sx - x0, fy = sy - y0;
  const ushort2 a = *reinterpret_cast<const ushort2 *>(src + (size_t)y0 * sw + x0);  // BUG
  const ushort2 b = *reinterpret_cast<const ushort2 *>(src + (size_t)(y0 + 1) * sw + x0);
  const float top = a.x + fx * (a.y - a.x), bot = b.x + fx * (b.y - b.x);
  dst[oy * dw + ox] = (unsigned short)(top + fy * (bot - top) + 0.5f);
}
