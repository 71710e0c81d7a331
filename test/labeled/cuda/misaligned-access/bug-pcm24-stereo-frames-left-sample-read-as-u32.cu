// EXPECT: misaligned-access
// 24-bit stereo PCM (6-byte frames, little endian) -> float, one thread per
// frame. The left sample is taken with one 32-bit load at the frame start
// and masked to 24 bits (the byte of the right sample above it is dropped):
// fine on a CPU, but frame i starts at byte 6 * i, which is 4-byte aligned
// only for even i -- every odd frame's ld.global.u32 is misaligned.
__global__ void pcm24_to_float(const unsigned char *__restrict__ pcm, float2 *__restrict__ out,
                               int frames) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= frames)
    return;
  const unsigned char *f = pcm + 6 * i;
  const unsigned lw = *reinterpret_cast<const unsigned *>(f); // BUG: 6*i
  const int l = (int)(lw << 8) >> 8;
  const int r = (int)((unsigned)f[3] << 8 | (unsigned)f[4] << 16 | (unsigned)f[5] << 24) >> 8;
  const float scale = 1.0f / 8388608.0f;
  out[i] = make_float2(l * scale, r * scale);
}
