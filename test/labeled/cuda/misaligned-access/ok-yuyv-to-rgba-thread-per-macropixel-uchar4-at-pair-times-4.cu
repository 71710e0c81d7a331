// EXPECT: clean
// Packed YUYV (YUY2) -> RGBA, one thread per macropixel (pixel pair): the
// uchar4 at byte 4 * px of the row is Y0 U Y1 V, 4-byte aligned as long as
// the row pitch is (the V4L2/FFmpeg pitch of YUYV is a multiple of 4: the
// caller passes it in words), and the two RGBA pixels go out as one 8-byte
// uint2 store at pixel 2 * px of an RGBA row whose width is even.
__device__ __forceinline__ unsigned pack_rgba(float Y, float U, float V) {
  const unsigned r = (unsigned)fminf(fmaxf(1.164f * Y + 1.596f * V, 0.f), 255.f);
  const unsigned g = (unsigned)fminf(fmaxf(1.164f * Y - 0.392f * U - 0.813f * V, 0.f), 255.f);
  const unsigned b = (unsigned)fminf(fmaxf(1.164f * Y + 2.017f * U, 0.f), 255.f);
  return r | g << 8 | b << 16 | 0xFF000000u;
}

__global__ void yuyv_to_rgba(const unsigned char *__restrict__ yuyv, int pitch_words,
                             uint2 *__restrict__ rgba, int half_width, int height) {
  const int px = blockIdx.x * blockDim.x + threadIdx.x;
  const int y = blockIdx.y;
  if (px >= half_width || y >= height)
    return;
  const uchar4 m = *reinterpret_cast<const uchar4 *>(yuyv + ((size_t)y * pitch_words + px) * 4);
  const float U = m.y - 128.f, V = m.w - 128.f;
  rgba[(size_t)y * half_width + px] = make_uint2(pack_rgba(m.x - 16.f, U, V), pack_rgba(m.z - 16.f, U, V));
}
