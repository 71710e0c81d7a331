// EXPECT: misaligned-access
// Particles stored as a packed 18-byte record (a 16-bit species id, then
// position and velocity as float2 each); the kernel reads the velocity pair
// with one float2 load through a reinterpret cast. The record is 18 bytes and
// the velocity sits at byte 10 of it, so `&p.vel` is only 2-byte aligned in
// every record (BUG: the struct is packed, the float2 cast assumes 8).
struct __attribute__((packed)) Particle {
  unsigned short species;
  float pos[2];
  float vel[2];
};
static_assert(sizeof(Particle) == 18, "packed");
__global__ void advance(Particle *__restrict__ ps, float dt, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  unsigned char *rec = reinterpret_cast<unsigned char *>(ps) + (size_t)i * sizeof(Particle);
  float2 v = *reinterpret_cast<const float2 *>(rec + 10); // BUG: 18*i + 10
  float2 *pp = reinterpret_cast<float2 *>(rec + 2);       // BUG: 18*i + 2
  float2 p = *pp;
  p.x += v.x * dt;
  p.y += v.y * dt;
  *pp = p;
}
