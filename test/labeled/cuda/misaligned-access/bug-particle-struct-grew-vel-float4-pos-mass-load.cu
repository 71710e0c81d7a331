// EXPECT: misaligned-access
// N-body-style kernel that reads a particle's position and mass with one
// 16-byte load (they are the first four floats of the struct). The struct
// was { float3 pos; float mass; } - 16 bytes, so every element started on a
// 16-byte boundary. BUG: `vel` was appended later; Particle is now 28 bytes
// with 4-byte alignment, and &p[i] is 16-byte aligned only when i is a
// multiple of 4, so the float4 load faults for the other particles.
struct Particle {
  float3 pos;
  float mass;
  float3 vel;
};
template <int BLOCK>
__global__ void __launch_bounds__(BLOCK)
potential(const Particle *__restrict__ p, float *__restrict__ phi, float3 probe, int n) {
  const int i = blockIdx.x * BLOCK + threadIdx.x;
  if (i >= n)
    return;
  const float4 pm = *reinterpret_cast<const float4 *>(&p[i].pos);  // BUG: 28-byte stride
  const float dx = pm.x - probe.x, dy = pm.y - probe.y, dz = pm.z - probe.z;
  phi[i] = pm.w * rsqrtf(dx * dx + dy * dy + dz * dz + 1e-4f);
}
template __global__ void potential<256>(const Particle *, float *, float3, int);
