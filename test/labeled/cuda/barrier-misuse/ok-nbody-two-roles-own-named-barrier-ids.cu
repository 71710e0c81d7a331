// EXPECT: clean
// PTXLINT-ARGS: --block-dim=256
// N-body force kernel with two roles (64 centre-of-mass threads, 192
// near-field threads); each role synchronises on its own named barrier id
// (2 with 64 threads, 3 with 192 threads).
__global__ void __launch_bounds__(256) forces(const float4 *__restrict__ pos,
                                              float4 *__restrict__ acc, int n) {
  __shared__ float4 com_part[64];
  __shared__ float4 tile[192];
  const int t = threadIdx.x;
  const int base = blockIdx.x * 192;
  if (t < 64) {
    float4 s = make_float4(0.f, 0.f, 0.f, 0.f);
    for (int j = t; j < n; j += 64) {
      float4 p = pos[j];
      s.x += p.x * p.w; s.y += p.y * p.w; s.z += p.z * p.w; s.w += p.w;
    }
    com_part[t] = s;
    asm volatile("bar.sync 2, 64;" ::: "memory");
    if (t == 0) {
      float4 c = com_part[0];
      for (int k = 1; k < 64; ++k) {
        c.x += com_part[k].x; c.y += com_part[k].y; c.z += com_part[k].z; c.w += com_part[k].w;
      }
      acc[n + blockIdx.x] = c;
    }
  } else {
    const int i = base + (t - 64);
    tile[t - 64] = i < n ? pos[i] : make_float4(0.f, 0.f, 0.f, 0.f);
    asm volatile("bar.sync 3, 192;" ::: "memory");
    if (i < n) {
      float4 me = tile[t - 64], a = make_float4(0.f, 0.f, 0.f, 0.f);
      for (int k = 0; k < 192; ++k) {
        float dx = tile[k].x - me.x, dy = tile[k].y - me.y, dz = tile[k].z - me.z;
        float inv = rsqrtf(dx * dx + dy * dy + dz * dz + 1e-4f);
        float f = tile[k].w * inv * inv * inv;
        a.x += f * dx; a.y += f * dy; a.z += f * dz;
      }
      acc[i] = a;
    }
  }
}
