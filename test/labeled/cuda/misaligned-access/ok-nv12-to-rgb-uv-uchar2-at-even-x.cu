// EXPECT: clean
// NV12 -> RGBA conversion, one thread per pixel: the UV pair of the pixel's
// 2x2 luma block is read as a uchar2 at (y/2)*pitch + (x & ~1), an even
// offset (the pitch is even, as every NV12 allocation's is).
__global__ void nv12_to_rgba(const unsigned char *__restrict__ luma,
                             const unsigned char *__restrict__ uvp, int pitch,
                             uchar4 *__restrict__ rgba, int width, int height) {
  const int x = blockIdx.x * blockDim.x + threadIdx.x;
  const int y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x >= width || y >= height)
    return;
  const float Y = luma[y * pitch + x] - 16.f;
  const uchar2 uv = *reinterpret_cast<const uchar2 *>(uvp + (y / 2) * pitch + (x & ~1));
  const float U = uv.x - 128.f, V = uv.y - 128.f;
  auto clamp8 = [](float v) { return (unsigned char)fminf(fmaxf(v, 0.f), 255.f); };
  rgba[y * width + x] = make_uchar4(clamp8(1.164f * Y + 1.596f * V),
                                    clamp8(1.164f * Y - 0.392f * U - 0.813f * V),
                                    clamp8(1.164f * Y + 2.017f * U), 255);
}
