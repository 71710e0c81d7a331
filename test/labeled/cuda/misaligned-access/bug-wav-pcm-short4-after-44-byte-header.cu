// EXPECT: misaligned-access
// MODES: O3
// Peak metering of a 4-channel 16-bit WAV file uploaded as-is: the canonical
// RIFF header is 44 bytes, and the kernel reads one frame (4 x int16) per
// thread as a short4. Frames are 8 bytes apart, so every frame address is
// 44 + 8*i: 4 modulo 8, and ld.v4.s16 needs 8-byte alignment.
// O3 only: nvcc -G splits the short4 load into two 4-byte ld.u32 (at +0 and +4),
// which are aligned at 44 + 8*i: -G's PTX has no misaligned access left.
#define WAV_HEADER_BYTES 44
__global__ void peak_meter(const unsigned char *__restrict__ wav, int frames,
                           int *__restrict__ peak /* [4] */) {
  const short4 *pcm = reinterpret_cast<const short4 *>(wav + WAV_HEADER_BYTES);
  int m0 = 0, m1 = 0, m2 = 0, m3 = 0;
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < frames; i += gridDim.x * blockDim.x) {
    short4 f = pcm[i]; // BUG: 44 + 8*i is 4 modulo 8
    m0 = max(m0, abs((int)f.x));
    m1 = max(m1, abs((int)f.y));
    m2 = max(m2, abs((int)f.z));
    m3 = max(m3, abs((int)f.w));
  }
  atomicMax(&peak[0], m0);
  atomicMax(&peak[1], m1);
  atomicMax(&peak[2], m2);
  atomicMax(&peak[3], m3);
}
