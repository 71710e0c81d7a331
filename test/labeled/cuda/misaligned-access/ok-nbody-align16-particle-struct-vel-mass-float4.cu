// EXPECT: clean
// N-body integrator over an array of 32-byte `__align__(16)` particles:
// position+charge in the first float4, velocity (float3) + mass at offset
// 16. The kernel reads velocity and mass together with one float4 load of
// &p[i].vel, which is 16-byte aligned because the struct is 16-aligned and
// 32 bytes long and vel sits at offset 16.
struct __align__(16) Particle {
  float4 pos;
  float3 vel;
  float mass;
};
__global__ void kick_drift(Particle *__restrict__ p, const float3 *__restrict__ force, int n,
                           float dt) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  float4 vm = *reinterpret_cast<const float4 *>(&p[i].vel);
  const float inv_m = 1.f / vm.w;
  vm.x += dt * force[i].x * inv_m;
  vm.y += dt * force[i].y * inv_m;
  vm.z += dt * force[i].z * inv_m;
  *reinterpret_cast<float4 *>(&p[i].vel) = vm;
  float4 pos = p[i].pos;
  pos.x += dt * vm.x; pos.y += dt * vm.y; pos.z += dt * vm.z;
  p[i].pos = pos;
}
