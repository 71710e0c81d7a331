// EXPECT: clean
// 32-bit RGBA pixels read with one 32-bit load per pixel: pixel i starts at
// byte 4*i.
__global__ void to_gray(const unsigned char *rgba, unsigned char *gray, int npix) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= npix)
    return;
  unsigned p = *reinterpret_cast<const unsigned *>(rgba + 4 * i);
  unsigned r = p & 0xff, g = (p >> 8) & 0xff, b = (p >> 16) & 0xff;
  gray[i] = (unsigned char)((77 * r + 150 * g + 29 * b) >> 8);
}
