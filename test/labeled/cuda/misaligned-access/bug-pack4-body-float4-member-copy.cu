// EXPECT: misaligned-access
// N-body records declared under `#pragma pack(4)` to match a host file format
// (mass, then a float4 position: 20 bytes, pos at byte 4). The kernel copies
// the packed float4 member out of the struct by value. One would expect the
// compiler to honour the pack and load it in 4-byte pieces, but nvcc keeps
// float4's own 16-byte alignment for the member access and emits
// ld.global.nc.v4.f32 at 20*j + 4: a misaligned-address fault on the GPU.
// (The fix is a 4-byte view of the record, or an unpacked layout.)
#pragma pack(push, 4)
struct Body {
  float mass;
  float4 pos;
};
#pragma pack(pop)
static_assert(sizeof(Body) == 20, "packed layout");
__global__ void accel(const Body *__restrict__ bodies, int n, float3 *__restrict__ acc) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  float4 pi = bodies[i].pos;
  float3 a = make_float3(0.f, 0.f, 0.f);
  for (int j = 0; j < n; ++j) {
    float4 pj = bodies[j].pos; // BUG: nvcc loads the packed member as a 16-byte vector
    float dx = pj.x - pi.x, dy = pj.y - pi.y, dz = pj.z - pi.z;
    float r2 = dx * dx + dy * dy + dz * dz + 1e-6f;
    float inv = rsqrtf(r2);
    float s = bodies[j].mass * inv * inv * inv;
    a.x += dx * s;
    a.y += dy * s;
    a.z += dz * s;
  }
  acc[i] = a;
}
