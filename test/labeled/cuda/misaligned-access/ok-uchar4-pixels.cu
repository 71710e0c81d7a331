// EXPECT: clean
// RGBA8 pixels read as uchar4 (4-byte aligned), a row pitch in pixels, and
// pairs of neighbouring results written as one uint2 (an element of a uint2
// array, so 8-byte aligned whatever the pitch).
__global__ void rgba_to_gray(const uchar4 *img, int pitch, unsigned *gray, uint2 *pairs) {
  int x = blockIdx.x * blockDim.x + threadIdx.x, y = blockIdx.y;
  uchar4 p = img[y * pitch + x];
  unsigned g = (77u * p.x + 150u * p.y + 29u * p.z) >> 8;
  gray[y * pitch + x] = g;
  unsigned other = __shfl_xor_sync(0xffffffffu, g, 1);
  if ((threadIdx.x & 1) == 0)
    pairs[(y * pitch + x) / 2] = make_uint2(g, other);
}
