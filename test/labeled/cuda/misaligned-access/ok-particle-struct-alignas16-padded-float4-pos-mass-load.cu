// EXPECT: clean
// Particle grew a velocity, and the struct was declared alignas(16) with a
// fourth float (charge) so that it stays 32 bytes: every element, and so
// its first four floats (pos, mass), start on a 16-byte boundary and the
// single float4 load of position and mass is aligned for every particle;
// velocity and charge are read as a second float4 at offset 16.
struct alignas(16) Particle {
  float3 pos;
  float mass;
  float3 vel;
  float charge;
};
static_assert(sizeof(Particle) == 32, "layout");
template <int BLOCK>
__global__ void __launch_bounds__(BLOCK)
potential(const Particle *__restrict__ p, float *__restrict__ phi, float3 probe, int n) {
  const int i = blockIdx.x * BLOCK + threadIdx.x;
  if (i >= n)
    return;
  const float4 pm = *reinterpret_cast<const float4 *>(&p[i].pos);
  const float4 vc = *reinterpret_cast<const float4 *>(&p[i].vel);
  const float dx = pm.x - probe.x, dy = pm.y - probe.y, dz = pm.z - probe.z;
  phi[i] = pm.w * vc.w * rsqrtf(dx * dx + dy * dy + dz * dz + 1e-4f);
}
template __global__ void potential<256>(const Particle *, float *, float3, int);
