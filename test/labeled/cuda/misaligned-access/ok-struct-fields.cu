// EXPECT: clean
// Struct fields accessed through the struct type: the compiler knows each
// field's offset and alignment.
struct __align__(16) Particle {
  float4 pos;
  float2 vel;
  int id;
  short flags;
};
__global__ void step(Particle *p, float dt) {
  Particle q = p[threadIdx.x];
  q.pos.x += q.vel.x * dt;
  q.pos.y += q.vel.y * dt;
  q.flags |= 1;
  p[threadIdx.x] = q;
}
