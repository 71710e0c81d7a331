// EXPECT: clean
// n-body integrator over an array of 32-byte body records declared
// __align__(16): { float4 pos; float3 vel; float mass; }. The kick step
// reads velocity and mass together with one float4 load at &b[i].vel: the
// field is at byte 16 of a 16-byte aligned 32-byte record, so the vector
// load is aligned although vel is a float3.
struct __align__(16) Body {
  float4 pos;
  float3 vel;
  float mass;
};
__global__ void kick_drift(Body *b, const float3 *force, float dt, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  float4 vm = *reinterpret_cast<const float4 *>(&b[i].vel);
  float3 f = force[i];
  float inv_m = 1.f / vm.w;
  vm.x += f.x * inv_m * dt;
  vm.y += f.y * inv_m * dt;
  vm.z += f.z * inv_m * dt;
  *reinterpret_cast<float4 *>(&b[i].vel) = vm;
  float4 p = b[i].pos;
  p.x += vm.x * dt;
  p.y += vm.y * dt;
  p.z += vm.z * dt;
  b[i].pos = p;
}
