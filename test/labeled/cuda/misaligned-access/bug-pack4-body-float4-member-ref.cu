// EXPECT: misaligned-access
// N-body state shared with a host code that declares its records under
// `#pragma pack(4)` (mass, then a float4 position: 20 bytes, no padding).
// Reading `b.pos` directly would be split by the compiler, which knows the
// member is only 4-byte aligned; but the integrator binds a `const float4 &`
// to it and hands it to a helper, which loads it as an ordinary (16-byte
// aligned) float4: ld.v4.f32 at 20*i + 4.
#pragma pack(push, 4)
struct Body {
  float mass;
  float4 pos;
};
#pragma pack(pop)
__device__ __forceinline__ float3 accel_from(const float4 &pj, float4 pi) {
  float4 q = pj; // BUG: pj points 4 bytes into a 20-byte packed record
  float dx = q.x - pi.x, dy = q.y - pi.y, dz = q.z - pi.z;
  float r2 = dx * dx + dy * dy + dz * dz + 1e-6f;
  float inv = rsqrtf(r2);
  float s = q.w * inv * inv * inv;
  return make_float3(dx * s, dy * s, dz * s);
}
__global__ void accel(const Body *__restrict__ bodies, int n, float3 *__restrict__ acc) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  float4 pi = make_float4(0.f, 0.f, 0.f, 0.f);
  pi.x = bodies[i].pos.x;
  pi.y = bodies[i].pos.y;
  pi.z = bodies[i].pos.z;
  float3 a = make_float3(0.f, 0.f, 0.f);
  for (int j = 0; j < n; ++j) {
    const float4 &pj = *reinterpret_cast<const float4 *>(
        reinterpret_cast<const char *>(bodies + j) + 4);
    float3 d = accel_from(pj, pi);
    a.x += d.x;
    a.y += d.y;
    a.z += d.z;
  }
  acc[i] = a;
}
