// EXPECT: misaligned-access
// Packed YUYV (YUY2) -> RGBA, one thread per output pixel. Each pixel needs
// the whole 4-byte macropixel Y0 U Y1 V it belongs to, fetched as one
// uchar4. The macropixel of pixel x starts at byte 2 * (x & ~1), but the
// code uses 2 * x: for every odd x the uchar4 load is 2 bytes into a
// macropixel, not 4-byte aligned (and reads the wrong U/V pair).
__global__ void yuyv_to_rgba(const unsigned char *__restrict__ yuyv, int pitch,
                             uchar4 *__restrict__ rgba, int width, int height) {
  const int x = blockIdx.x * blockDim.x + threadIdx.x;
  const int y = blockIdx.y;
  if (x >= width || y >= height)
    return;
  const uchar4 m = *reinterpret_cast<const uchar4 *>(yuyv + (size_t)y * pitch + 2 * x); // BUG
  const float Y = ((x & 1) ? m.z : m.x) - 16.f;
  const float U = m.y - 128.f, V = m.w - 128.f;
  const float r = 1.164f * Y + 1.596f * V;
  const float g = 1.164f * Y - 0.392f * U - 0.813f * V;
  const float b = 1.164f * Y + 2.017f * U;
  rgba[(size_t)y * width + x] = make_uchar4((unsigned char)fminf(fmaxf(r, 0.f), 255.f),
                                            (unsigned char)fminf(fmaxf(g, 0.f), 255.f),
                                            (unsigned char)fminf(fmaxf(b, 0.f), 255.f), 255);
}
