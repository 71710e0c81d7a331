// EXPECT: warp-sync-mask
// PTXLINT-ARGS: --block-dim=128
// Shadow-ray occlusion test over a BVH with a per-thread stack. To keep the
// warp's memory traffic coherent, the traversal order (near child first or
// left child first) is decided per warp: if every lane's ray agrees on the
// near child, use it, else fall back to left-first. But the vote is taken
// with __all_sync(0xffffffff, ...) inside `while (sp > 0)`: a lane whose
// stack runs empty (or that found an occluder) leaves the loop while the
// others keep voting with a mask that still names it.
struct __align__(16) Node {
  float4 lo; // xyz = bmin, w = (int) left child or ~prim
  float4 hi; // xyz = bmax, w = split axis
};

__device__ __forceinline__ float box_hit(const Node &nd, float3 o, float3 inv, float tmax) {
  const float tx0 = (nd.lo.x - o.x) * inv.x, tx1 = (nd.hi.x - o.x) * inv.x;
  const float ty0 = (nd.lo.y - o.y) * inv.y, ty1 = (nd.hi.y - o.y) * inv.y;
  const float tz0 = (nd.lo.z - o.z) * inv.z, tz1 = (nd.hi.z - o.z) * inv.z;
  const float tn = fmaxf(fmaxf(fminf(tx0, tx1), fminf(ty0, ty1)), fmaxf(fminf(tz0, tz1), 0.f));
  const float tf = fminf(fminf(fmaxf(tx0, tx1), fmaxf(ty0, ty1)), fminf(fmaxf(tz0, tz1), tmax));
  return tn <= tf ? tn : -1.f;
}

__global__ void __launch_bounds__(128)
occluded(const Node *__restrict__ nodes, const float4 *__restrict__ spheres,
         const float4 *__restrict__ org, const float4 *__restrict__ dir, int nrays,
         unsigned char *__restrict__ shadow) {
  const int r = min(blockIdx.x * blockDim.x + threadIdx.x, nrays - 1);
  const float4 o4 = org[r], d4 = dir[r];
  const float3 o = make_float3(o4.x, o4.y, o4.z);
  const float3 inv = make_float3(1.f / d4.x, 1.f / d4.y, 1.f / d4.z);
  int stack[32];
  int sp = 0;
  bool blocked = false;
  stack[sp++] = 0;
  while (sp > 0 && !blocked) {
    const Node nd = nodes[stack[--sp]];
    if (box_hit(nd, o, inv, d4.w) < 0.f)
      continue;
    const int child = __float_as_int(nd.lo.w);
    if (child < 0) {
      const float4 s = spheres[~child];
      const float ox = o.x - s.x, oy = o.y - s.y, oz = o.z - s.z;
      const float b = ox * d4.x + oy * d4.y + oz * d4.z, c = ox * ox + oy * oy + oz * oz - s.w * s.w;
      blocked = b * b - c >= 0.f && -b > 0.f;
      continue;
    }
    const int axis = __float_as_int(nd.hi.w);
    const bool right_near = (axis == 0 ? d4.x : axis == 1 ? d4.y : d4.z) < 0.f;
    const bool warp_near = __all_sync(0xffffffffu, right_near) || !__any_sync(0xffffffffu, right_near); // BUG
    const bool push_left_last = warp_near ? !right_near : true;
    // the child pushed last is visited first
    stack[sp++] = push_left_last ? child + 1 : child;
    stack[sp++] = push_left_last ? child : child + 1;
  }
  if (blockIdx.x * blockDim.x + threadIdx.x < nrays)
    shadow[r] = blocked;
}
