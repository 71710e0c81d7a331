// EXPECT: clean
// Peak metering of a stereo 16-bit WAV file uploaded as-is: after the
// 44-byte RIFF header each frame is 2 x int16, read as a short2. Frames are 4
// bytes apart and 44 is a multiple of 4, so every 4-byte load is aligned.
#define WAV_HEADER_BYTES 44
__global__ void peak_meter(const unsigned char *__restrict__ wav, int frames,
                           int *__restrict__ peak /* [2] */) {
  const short2 *pcm = reinterpret_cast<const short2 *>(wav + WAV_HEADER_BYTES);
  int l = 0, r = 0;
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < frames; i += gridDim.x * blockDim.x) {
    short2 f = pcm[i];
    l = max(l, abs((int)f.x));
    r = max(r, abs((int)f.y));
  }
  atomicMax(&peak[0], l);
  atomicMax(&peak[1], r);
}
