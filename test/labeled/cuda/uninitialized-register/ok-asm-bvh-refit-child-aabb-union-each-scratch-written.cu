// EXPECT: clean
// PTXLINT-ARGS: --block-dim=256
// OK: bottom-up BVH refit; the inline-PTX box union writes each upper-corner
// scratch (hx, hy, hz) with its own max before the moves read them.
struct Node { float4 lo, hi; int left, right, parent, pad; };
__device__ __forceinline__ void aabb_union(const float4 &alo, const float4 &ahi, const float4 &blo, const float4 &bhi,
                                           float4 &lo, float4 &hi) {
  float lx, ly, lz, ux, uy, uz;
  asm("{\n\t.reg .f32 hx, hy, hz;\n\t"
      "min.f32 %0, %6, %12;\n\t"
      "min.f32 %1, %7, %13;\n\t"
      "min.f32 %2, %8, %14;\n\t"
      "max.f32 hx, %9, %15;\n\t"
      "max.f32 hy, %10, %16;\n\t"
      "max.f32 hz, %11, %17;\n\t"
      "mov.f32 %3, hx;\n\t"
      "mov.f32 %4, hy;\n\t"
      "mov.f32 %5, hz;\n\t}"
      : "=f"(lx), "=f"(ly), "=f"(lz), "=f"(ux), "=f"(uy), "=f"(uz)
      : "f"(alo.x), "f"(alo.y), "f"(alo.z), "f"(ahi.x), "f"(ahi.y), "f"(ahi.z),
        "f"(blo.x), "f"(blo.y), "f"(blo.z), "f"(bhi.x), "f"(bhi.y), "f"(bhi.z));
  lo = make_float4(lx, ly, lz, 0.f);
  hi = make_float4(ux, uy, uz, 0.f);
}
__global__ void __launch_bounds__(256)
bvh_refit(Node *__restrict__ nodes, const float4 *__restrict__ tri_lo, const float4 *__restrict__ tri_hi,
          const int *__restrict__ leaf_node, int nleaves, unsigned *__restrict__ visits) {
  const int l = blockIdx.x * blockDim.x + threadIdx.x;
  if (l >= nleaves) return;
  int n = leaf_node[l];
  nodes[n].lo = tri_lo[l];
  nodes[n].hi = tri_hi[l];
  __threadfence();
  n = nodes[n].parent;
  while (n >= 0) {
    if (atomicAdd(&visits[n], 1u) == 0) return;  // the sibling's thread finishes this node
    const Node &a = nodes[nodes[n].left], &b = nodes[nodes[n].right];
    float4 lo, hi;
    aabb_union(__ldcg(&a.lo), __ldcg(&a.hi), __ldcg(&b.lo), __ldcg(&b.hi), lo, hi);
    nodes[n].lo = lo;
    nodes[n].hi = hi;
    __threadfence();
    n = nodes[n].parent;
  }
}
