// EXPECT: clean
// Ray / BVH traversal with a per-thread stack over 32-byte nodes declared
// __align__(16): {float3 bmin; int child; float3 bmax; int count}. Each node
// is fetched as two float4 loads at byte offsets 0 and 16 of node k, i.e.
// 32 * k and 32 * k + 16: 16-byte aligned for every k, the node array being
// a cudaMalloc'd allocation of such nodes.
struct __align__(16) BvhNode {
  float3 bmin;
  int child; // >= 0: left child (right = child + 1); < 0: ~first primitive
  float3 bmax;
  int count;
};

__device__ __forceinline__ bool slab(const float4 &a, const float4 &b, float3 o, float3 inv, float tmax) {
  float t0x = (a.x - o.x) * inv.x, t1x = (b.x - o.x) * inv.x;
  float t0y = (a.y - o.y) * inv.y, t1y = (b.y - o.y) * inv.y;
  float t0z = (a.z - o.z) * inv.z, t1z = (b.z - o.z) * inv.z;
  float tn = fmaxf(fmaxf(fminf(t0x, t1x), fminf(t0y, t1y)), fmaxf(fminf(t0z, t1z), 0.f));
  float tf = fminf(fminf(fmaxf(t0x, t1x), fmaxf(t0y, t1y)), fminf(fmaxf(t0z, t1z), tmax));
  return tn <= tf;
}

__global__ void trace_any_hit(const BvhNode *__restrict__ nodes, const float4 *__restrict__ spheres,
                              const float4 *__restrict__ rays_o, const float4 *__restrict__ rays_d,
                              int nrays, int *__restrict__ hit) {
  const int r = blockIdx.x * blockDim.x + threadIdx.x;
  if (r >= nrays)
    return;
  const float4 o4 = rays_o[r], d4 = rays_d[r];
  const float3 o = make_float3(o4.x, o4.y, o4.z);
  const float3 inv = make_float3(1.f / d4.x, 1.f / d4.y, 1.f / d4.z);
  int stack[32];
  int sp = 0, found = -1;
  stack[sp++] = 0;
  while (sp > 0 && found < 0) {
    const int k = stack[--sp];
    const float4 *p = reinterpret_cast<const float4 *>(nodes + k);
    const float4 a = __ldg(p), b = __ldg(p + 1);
    if (!slab(a, b, o, inv, o4.w))
      continue;
    const int child = __float_as_int(a.w);
    if (child >= 0) {
      stack[sp++] = child;
      stack[sp++] = child + 1;
    } else {
      const int first = ~child, cnt = __float_as_int(b.w);
      for (int q = first; q < first + cnt && found < 0; ++q) {
        const float4 s = spheres[q];
        const float3 oc = make_float3(o.x - s.x, o.y - s.y, o.z - s.z);
        const float bq = oc.x * d4.x + oc.y * d4.y + oc.z * d4.z;
        const float c = oc.x * oc.x + oc.y * oc.y + oc.z * oc.z - s.w * s.w;
        if (bq * bq - c >= 0.f)
          found = q;
      }
    }
  }
  hit[r] = found;
}
