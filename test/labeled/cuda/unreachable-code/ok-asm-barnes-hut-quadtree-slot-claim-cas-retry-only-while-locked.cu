// EXPECT: clean
// Barnes-Hut quadtree build, claiming a child slot with an inline-PTX CAS
// loop: -1 is an empty slot (claim it), -2 is a slot locked by another
// inserter (retry while locked), anything else is a resident body that is
// handed back to the caller to subdivide.
__device__ __forceinline__ int claim_slot(int *slot, int body) {
  int resident;
  asm volatile("{\n\t"
               ".reg .pred claimed, locked;\n\t"
               ".reg .b32 old;\n"
               "$Lretry:\n\t"
               "atom.global.cas.b32 old, [%1], -1, %2;\n\t"
               "setp.eq.s32 claimed, old, -1;\n\t"
               "@claimed bra $Lclaimed;\n\t"
               "setp.eq.s32 locked, old, -2;\n\t"
               "@locked bra $Lretry;\n\t"
               "mov.b32 %0, old;\n\t"
               "bra.uni $Lout;\n"
               "$Lclaimed:\n\t"
               "mov.b32 %0, -1;\n"
               "$Lout:\n\t"
               "}"
               : "=r"(resident)
               : "l"(slot), "r"(body)
               : "memory");
  return resident;
}
__global__ void quadtree_insert(const float2 *__restrict__ pos, int *__restrict__ child, int *__restrict__ need_split,
                                int *__restrict__ nsplit, int nbodies, float2 root_c, float root_half, int depth) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= nbodies)
    return;
  float2 p = pos[i];
  float cx = root_c.x, cy = root_c.y, h = root_half;
  int node = 0;
  for (int d = 0; d < depth; ++d) { // walk the pre-built levels
    int q = (p.x > cx) | ((p.y > cy) << 1);
    h *= 0.5f;
    cx += (q & 1) ? h : -h;
    cy += (q & 2) ? h : -h;
    node = node * 4 + 1 + q;
  }
  int q = (p.x > cx) | ((p.y > cy) << 1);
  int other = claim_slot(&child[node * 4 + q], i);
  if (other >= 0)
    need_split[atomicAdd(nsplit, 1)] = node * 4 + q;
}
