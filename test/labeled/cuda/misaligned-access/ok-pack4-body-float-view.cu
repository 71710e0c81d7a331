// EXPECT: clean
// N-body records declared under `#pragma pack(4)` to match a host file format
// (mass, then a float4 position: 20 bytes). Instead of touching the packed
// float4 member (which nvcc would load as a 16-byte vector at 20*j + 4), the
// kernel views each record as five floats and reads them one by one: every
// load is a 4-byte load at a multiple of 4.
#pragma pack(push, 4)
struct Body {
  float mass;
  float4 pos;
};
#pragma pack(pop)
static_assert(sizeof(Body) == 20, "packed layout");
__device__ __forceinline__ float4 load_pos(const Body *b) {
  const float *f = reinterpret_cast<const float *>(b);
  return make_float4(f[1], f[2], f[3], f[4]);
}
__global__ void accel(const Body *__restrict__ bodies, int n, float3 *__restrict__ acc) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  float4 pi = load_pos(&bodies[i]);
  float3 a = make_float3(0.f, 0.f, 0.f);
  for (int j = 0; j < n; ++j) {
    float4 pj = load_pos(&bodies[j]);
    float dx = pj.x - pi.x, dy = pj.y - pi.y, dz = pj.z - pi.z;
    float r2 = dx * dx + dy * dy + dz * dz + 1e-6f;
    float inv = rsqrtf(r2);
    float s = reinterpret_cast<const float *>(&bodies[j])[0] * inv * inv * inv;
    a.x += dx * s;
    a.y += dy * s;
    a.z += dz * s;
  }
  acc[i] = a;
}
