// EXPECT: misaligned-access
// Four-channel 16-bit PCM packets: a two-sample header (sequence number and
// gain) followed by frames of four int16 samples, read as short4. The
// frames start 4 bytes into the packet (BUG: a short4 access needs 8-byte
// alignment; every frame is 4 bytes off).
#include <cuda_runtime.h>
constexpr int kFrames = 240;
constexpr int kPacketShorts = 2 + 4 * kFrames;
__global__ void mixdown(const short *__restrict__ packets, float *__restrict__ mono, int packets_n) {
  const int p = blockIdx.x;
  if (p >= packets_n) return;
  const short *pkt = packets + (size_t)p * kPacketShorts;
  const float gain = pkt[1] * (1.f / 256.f);
  const short4 *frames = reinterpret_cast<const short4 *>(pkt + 2);
  for (int f = threadIdx.x; f < kFrames; f += blockDim.x) {
    const short4 s = frames[f];
    mono[p * kFrames + f] = gain * 0.25f * (s.x + s.y + s.z + s.w) * (1.f / 32768.f);
  }
}
