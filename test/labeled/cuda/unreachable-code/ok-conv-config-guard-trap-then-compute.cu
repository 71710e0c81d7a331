// EXPECT: clean
// Depthwise 3x3 convolution that refuses launch shapes it was not tuned for:
// `if (blockDim.x != 32 || blockDim.y != 8) __trap();` at the top, then the
// normal computation. The trap is conditional, so the code after it is
// reachable.
__global__ void dwconv3x3(const float *__restrict__ in, const float *__restrict__ w,
                          float *__restrict__ out, int H, int W, int C) {
  if (blockDim.x != 32 || blockDim.y != 8) __trap();
  const int c = blockIdx.z;
  const int x = blockIdx.x * 32 + threadIdx.x, y = blockIdx.y * 8 + threadIdx.y;
  if (x >= W || y >= H) return;
  float s = 0.f;
  for (int dy = -1; dy <= 1; ++dy)
    for (int dx = -1; dx <= 1; ++dx) {
      int yy = y + dy, xx = x + dx;
      if (yy >= 0 && yy < H && xx >= 0 && xx < W)
        s += in[((size_t)c * H + yy) * W + xx] * w[c * 9 + (dy + 1) * 3 + dx + 1];
    }
  out[((size_t)c * H + y) * W + x] = s;
}
