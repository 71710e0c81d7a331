// EXPECT: barrier-divergence
// PTXLINT-ARGS: --block-dim=256
// BUG: tile-based deferred shading, one 16x16 screen tile per block. The
// threads reduce the tile's depth bounds, cull the point lights against the
// tile frustum into a shared list, then shade their pixel with the listed
// lights. Sky pixels (depth 1.0) have nothing to shade, and an early return
// for them was put right after the G-buffer read: they leave before the
// depth-bounds and light-list barriers the tile's other pixels wait on.
struct Light { float x, y, z, radius; float r, g, b, pad; };
__global__ void __launch_bounds__(256)
tiled_deferred_lighting(const float *__restrict__ depth, const float4 *__restrict__ normal_rough,
                        const float4 *__restrict__ albedo, const Light *__restrict__ lights, int nlights,
                        const float *__restrict__ inv_proj, int W, float4 *__restrict__ out) {
  __shared__ unsigned zmin_u, zmax_u, count;
  __shared__ unsigned short list[1024];
  const int t = threadIdx.x;
  const int px = blockIdx.x * 16 + t % 16, py = blockIdx.y * 16 + t / 16;
  const size_t pix = (size_t)py * W + px;
  if (t == 0) { zmin_u = 0x7f7fffffu; zmax_u = 0; count = 0; }
  __syncthreads();
  const float z = depth[pix];
  if (z >= 1.f) return;
  atomicMin(&zmin_u, __float_as_uint(z));
  atomicMax(&zmax_u, __float_as_uint(z));
  __syncthreads();
  const float zn = __uint_as_float(zmin_u), zf = __uint_as_float(zmax_u);
  for (int i = t; i < nlights; i += 256) {
    const Light L = lights[i];
    const float sx = L.x * inv_proj[0] - blockIdx.x * 16.f, sy = L.y * inv_proj[5] - blockIdx.y * 16.f;
    if (L.z + L.radius < zn || L.z - L.radius > zf) continue;
    if (sx < -L.radius || sx > 16.f + L.radius || sy < -L.radius || sy > 16.f + L.radius) continue;
    const unsigned slot = atomicAdd(&count, 1u);
    if (slot < 1024) list[slot] = (unsigned short)i;
  }
  __syncthreads();
  const float4 nr = normal_rough[pix], al = albedo[pix];
  float3 c = make_float3(0.f, 0.f, 0.f);
  const unsigned n = min(count, 1024u);
  for (unsigned k = 0; k < n; ++k) {
    const Light L = lights[list[k]];
    const float dx = L.x - px, dy = L.y - py, dz = L.z - z;
    const float d2 = dx * dx + dy * dy + dz * dz, att = fmaxf(0.f, 1.f - d2 / (L.radius * L.radius));
    const float ndl = fmaxf(0.f, (nr.x * dx + nr.y * dy + nr.z * dz) * rsqrtf(d2 + 1e-6f));
    c.x += al.x * L.r * ndl * att; c.y += al.y * L.g * ndl * att; c.z += al.z * L.b * ndl * att;
  }
  out[pix] = make_float4(c.x, c.y, c.z, 1.f);
}
