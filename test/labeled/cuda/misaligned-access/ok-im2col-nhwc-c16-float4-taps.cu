// EXPECT: clean
// im2col for a 3x3 convolution on an NHWC tensor with 16 channels, moving
// four channels at a time as float4. Input pixel (n, h, w) starts at 64 bytes
// times its index, each output row holds 3*3*16 = 144 floats (576 bytes, a
// multiple of 16), and a tap's channel group c4 adds 16*c4 bytes, so every
// float4 load and store is 16-byte aligned; padding taps store zeros.
#define C 16
#define KH 3
#define KW 3
__global__ void im2col_nhwc_c16(const float *__restrict__ in, float *__restrict__ cols,
                                int N, int H, int W, int pad, int stride,
                                int OH, int OW) {
  const int total = N * OH * OW * KH * KW * (C / 4);
  for (int t = blockIdx.x * blockDim.x + threadIdx.x; t < total;
       t += gridDim.x * blockDim.x) {
    const int c4 = t % (C / 4);
    const int tap = t / (C / 4) % (KH * KW);
    const int row = t / (C / 4 * KH * KW);  // output pixel (n, oh, ow)
    const int ow = row % OW, oh = row / OW % OH, n = row / (OW * OH);
    const int ih = oh * stride - pad + tap / KW;
    const int iw = ow * stride - pad + tap % KW;
    float4 v = make_float4(0.f, 0.f, 0.f, 0.f);
    if (ih >= 0 && ih < H && iw >= 0 && iw < W)
      v = *reinterpret_cast<const float4 *>(in + ((size_t)(n * H + ih) * W + iw) * C + 4 * c4);
    *reinterpret_cast<float4 *>(cols + (size_t)row * (KH * KW * C) + tap * C + 4 * c4) = v;
  }
}
