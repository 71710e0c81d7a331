// EXPECT: clean
// 24-bit stereo PCM (6-byte frames) -> float, one thread per frame, reading
// each frame as three 16-bit words: frame i starts at byte 6 * i, always
// even, so the u16 loads at 6i, 6i+2 and 6i+4 are 2-byte aligned (the data
// chunk of the buffer starts word-aligned). The two 24-bit samples are
// reassembled from the three words: L = w0 | (w1 & 0xff) << 16,
// R = w1 >> 8 | w2 << 8.
__global__ void pcm24_to_float(const unsigned char *__restrict__ pcm, float2 *__restrict__ out,
                               int frames) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= frames)
    return;
  const unsigned short *w = reinterpret_cast<const unsigned short *>(pcm + 6 * i);
  const unsigned w0 = w[0], w1 = w[1], w2 = w[2];
  const int l = (int)((w0 | (w1 & 0xFFu) << 16) << 8) >> 8;
  const int r = (int)((w1 >> 8 | w2 << 8) << 8) >> 8;
  const float scale = 1.0f / 8388608.0f;
  out[i] = make_float2(l * scale, r * scale);
}
