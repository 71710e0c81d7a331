// EXPECT: clean
// The near miss of the four-channel PCM mixdown: the header is padded to
// four samples (8 bytes), so the short4 frames start on an 8-byte boundary
// of every packet (packets are 8 + 8 * 240 bytes).
#include <cuda_runtime.h>
constexpr int kFrames = 240;
constexpr int kPacketShorts = 4 + 4 * kFrames;
__global__ void mixdown(const short *__restrict__ packets, float *__restrict__ mono, int packets_n) {
  const int p = blockIdx.x;
  if (p >= packets_n) return;
  const short *pkt = packets + (size_t)p * kPacketShorts;
  const float gain = pkt[1] * (1.f / 256.f);
  const short4 *frames = reinterpret_cast<const short4 *>(pkt + 4);
  for (int f = threadIdx.x; f < kFrames; f += blockDim.x) {
    const short4 s = frames[f];
    mono[p * kFrames + f] = gain * 0.25f * (s.x + s.y + s.z + s.w) * (1.f / 32768.f);
  }
}
