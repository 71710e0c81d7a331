// EXPECT: misaligned-access
// Packed 24-bit RGB pixels read with one 32-bit load per pixel (taking the
// low three bytes): pixel i starts at byte 3*i, so neighbouring threads'
// addresses differ by 3 and at most one in four is 4-byte aligned.
__global__ void to_gray(const unsigned char *rgb, unsigned char *gray, int npix) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= npix - 1)
    return;
  unsigned p = *reinterpret_cast<const unsigned *>(rgb + 3 * i);
  unsigned r = p & 0xff, g = (p >> 8) & 0xff, b = (p >> 16) & 0xff;
  gray[i] = (unsigned char)((77 * r + 150 * g + 29 * b) >> 8);
}
