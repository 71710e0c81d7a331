// EXPECT: clean
// PTXLINT-ARGS: --block-dim=64
// Sobel-x on an 8-bit image, each thread computing 4 output pixels: the four
// pixels are read as one uchar4 at row + 4*t (4-byte aligned, pitch a multiple
// of 4) and the left and right neighbours as scalar bytes.
__global__ void sobel_x4(const unsigned char *__restrict__ img, int pitch, int height,
                         unsigned char *__restrict__ out) {
  const int t = blockIdx.x * blockDim.x + threadIdx.x;
  const int y = blockIdx.y + 1;
  if (y >= height - 1 || t == 0)
    return;
  int gx[4] = {0, 0, 0, 0};
  for (int dy = -1; dy <= 1; ++dy) {
    const unsigned char *row = img + (y + dy) * pitch;
    const uchar4 c = *reinterpret_cast<const uchar4 *>(row + 4 * t);
    const int l = row[4 * t - 1], r = row[4 * t + 4];
    const int w = dy == 0 ? 2 : 1;
    gx[0] += w * (c.y - l);
    gx[1] += w * (c.z - c.x);
    gx[2] += w * (c.w - c.y);
    gx[3] += w * (r - c.z);
  }
  for (int k = 0; k < 4; ++k) out[y * pitch + 4 * t + k] = (unsigned char)min(abs(gx[k]), 255);
}
