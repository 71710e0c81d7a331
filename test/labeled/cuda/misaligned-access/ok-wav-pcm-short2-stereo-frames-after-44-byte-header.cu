// EXPECT: clean
// Stereo 16-bit PCM straight from a WAV file buffer: the canonical header is
// 44 bytes, and a stereo frame (left, right) is 4 bytes, so frame f lies at
// 44 + 4 * f - a multiple of 4 for every frame, which is exactly what a
// short2 load needs (the file buffer itself comes from cudaMalloc).
#include <cstdint>
constexpr int kWavHeader = 44;
template <int BLOCK>
__global__ void __launch_bounds__(BLOCK)
stereo_to_mid_side(const uint8_t *__restrict__ wav, float2 *__restrict__ ms, int frames) {
  const int f = blockIdx.x * BLOCK + threadIdx.x;
  if (f >= frames)
    return;
  const short2 lr = *reinterpret_cast<const short2 *>(wav + kWavHeader + 4 * f);
  const float l = lr.x * (1.f / 32768.f), r = lr.y * (1.f / 32768.f);
  ms[f] = make_float2(0.5f * (l + r), 0.5f * (l - r));
}
template __global__ void stereo_to_mid_side<256>(const uint8_t *, float2 *, int);
