// EXPECT: misaligned-access
// PTXLINT-ARGS: --block-dim=64
// Sobel on an 8-bit image, each thread computing 4 output pixels of a row.
// To get the left neighbour in the same load, the author loads the four
// input bytes starting ONE pixel to the left as a uchar4 (BUG): row + 4*t - 1
// is 3 modulo 4, so every such load is misaligned (the row pitch is a
// multiple of 4).
__global__ void sobel_x4(const unsigned char *__restrict__ img, int pitch, int height,
                         unsigned char *__restrict__ out) {
  const int t = blockIdx.x * blockDim.x + threadIdx.x;  // group of 4 pixels
  const int y = blockIdx.y + 1;
  if (y >= height - 1 || t == 0)
    return;
  int gx[4] = {0, 0, 0, 0};
  for (int dy = -1; dy <= 1; ++dy) {
    const unsigned char *row = img + (y + dy) * pitch;
    const uchar4 l = *reinterpret_cast<const uchar4 *>(row + 4 * t - 1);  // BUG
    const unsigned char r4 = row[4 * t + 4];
    const int w = dy == 0 ? 2 : 1;
    gx[0] += w * (l.z - l.x);
    gx[1] += w * (l.w - l.y);
    gx[2] += w * (row[4 * t + 3] - l.z);
    gx[3] += w * (r4 - l.w);
  }
  for (int k = 0; k < 4; ++k) out[y * pitch + 4 * t + k] = (unsigned char)min(abs(gx[k]), 255);
}
