// EXPECT: clean
// Particles stored as a 24-byte record (a 16-bit species id padded to 8
// bytes, then position and velocity as float2); float2 loads of the
// position (byte 8) and the velocity (byte 16) are 8-byte aligned in every
// record.
#include <cstddef>
struct alignas(8) Particle {
  unsigned short species;
  float2 pos;
  float2 vel;
};
static_assert(sizeof(Particle) == 24, "padded");
__global__ void advance(Particle *__restrict__ ps, float dt, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  unsigned char *rec = reinterpret_cast<unsigned char *>(ps) + (size_t)i * sizeof(Particle);
  float2 v = *reinterpret_cast<const float2 *>(rec + offsetof(Particle, vel));
  float2 *pp = reinterpret_cast<float2 *>(rec + offsetof(Particle, pos));
  float2 p = *pp;
  p.x += v.x * dt;
  p.y += v.y * dt;
  *pp = p;
}
