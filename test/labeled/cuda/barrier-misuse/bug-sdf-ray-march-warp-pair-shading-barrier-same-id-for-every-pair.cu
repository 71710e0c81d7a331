// EXPECT: barrier-misuse
// PTXLINT-ARGS: --block-dim=256
// BUG: sphere-traced SDF renderer, 8 warps per block. Each pair of warps
// marches a 8 x 8 pixel quad-tile and then shades it together: the pair
// writes hit positions to shared memory, syncs, and computes normals from
// the neighbours' hits. The pair barrier is `bar.sync 2, 64` in all four
// pairs: one hardware barrier counting 64 of the 256 threads, so it completes
// with whichever two warps arrive first, not with the pair's partner.
struct Cam { float3 eye, fwd, right, up; };
__device__ __forceinline__ float sdf(float3 p) {
  const float s = sqrtf(p.x * p.x + p.y * p.y + p.z * p.z) - 1.f;
  const float plane = p.y + 1.f;
  return fminf(s, plane);
}
__global__ void __launch_bounds__(256)
raymarch(Cam cam, float4 *__restrict__ fb, int W, int H) {
  __shared__ float4 hits[4][64];
  const int t = threadIdx.x, pair = t / 64, k = t % 64;
  const int tiles_x = W / 8;
  const int tile = blockIdx.x * 4 + pair;
  const int px = (tile % tiles_x) * 8 + k % 8, py = (tile / tiles_x) * 8 + k / 8;
  const float u = (2.f * px - W) / H, v = (2.f * py - H) / H;
  float3 d = make_float3(cam.fwd.x + u * cam.right.x + v * cam.up.x,
                         cam.fwd.y + u * cam.right.y + v * cam.up.y,
                         cam.fwd.z + u * cam.right.z + v * cam.up.z);
  const float inv = rsqrtf(d.x * d.x + d.y * d.y + d.z * d.z);
  d.x *= inv; d.y *= inv; d.z *= inv;
  float dist = 0.f;
  bool hit = false;
  for (int s = 0; s < 128 && !hit && dist < 100.f; ++s) {
    const float h = sdf(make_float3(cam.eye.x + dist * d.x, cam.eye.y + dist * d.y, cam.eye.z + dist * d.z));
    hit = h < 1e-4f * dist;
    dist += h;
  }
  hits[pair][k] = make_float4(cam.eye.x + dist * d.x, cam.eye.y + dist * d.y, cam.eye.z + dist * d.z, hit ? 1.f : 0.f);
  asm volatile("bar.sync 2, 64;" ::: "memory");
  const float4 c = hits[pair][k];
  const float4 r = hits[pair][(k % 8 < 7) ? k + 1 : k - 1];
  const float4 b = hits[pair][(k < 56) ? k + 8 : k - 8];
  const float3 e1 = make_float3(r.x - c.x, r.y - c.y, r.z - c.z);
  const float3 e2 = make_float3(b.x - c.x, b.y - c.y, b.z - c.z);
  const float3 n = make_float3(e1.y * e2.z - e1.z * e2.y, e1.z * e2.x - e1.x * e2.z, e1.x * e2.y - e1.y * e2.x);
  const float shade = c.w * fabsf(n.y) * rsqrtf(n.x * n.x + n.y * n.y + n.z * n.z + 1e-12f);
  if (px < W && py < H) fb[py * W + px] = make_float4(shade, shade, shade, 1.f);
}
