// EXPECT: misaligned-access
// NV12 -> RGBA conversion, one thread per pixel. The interleaved UV plane has
// one (U, V) byte pair per 2x2 luma block, at byte offset (y/2)*pitch + 2*(x/2).
// The kernel reads the pair as a uchar2 at offset x (BUG): for odd x that is
// an odd address (and the wrong pair: it reads V of one block and U of the next).
__global__ void nv12_to_rgba(const unsigned char *__restrict__ luma,
                             const unsigned char *__restrict__ uvp, int pitch,
                             uchar4 *__restrict__ rgba, int width, int height) {
  const int x = blockIdx.x * blockDim.x + threadIdx.x;
  const int y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x >= width || y >= height)
    return;
  const float Y = luma[y * pitch + x] - 16.f;
  const uchar2 uv = *reinterpret_cast<const uchar2 *>(uvp + (y / 2) * pitch + x);  // BUG
  const float U = uv.x - 128.f, V = uv.y - 128.f;
  auto clamp8 = [](float v) { return (unsigned char)fminf(fmaxf(v, 0.f), 255.f); };
  rgba[y * width + x] = make_uchar4(clamp8(1.164f * Y + 1.596f * V),
                                    clamp8(1.164f * Y - 0.392f * U - 0.813f * V),
                                    clamp8(1.164f * Y + 2.017f * U), 255);
}
