// EXPECT: clean
// ARCHS: sm_90
// PTXLINT-ARGS: --block-dim=128
// A 2-CTA cluster exchange with a split cluster barrier: each thread arrives,
// scales its own value while the peer catches up (skipped with a predicated
// branch when alpha is 1), then waits.
#include <cooperative_groups.h>
namespace cg = cooperative_groups;
__global__ void __cluster_dims__(2, 1, 1) cluster_split_exchange_ok(const float *in, float *out,
                                                                    float alpha) {
  __shared__ float buf[128];
  cg::cluster_group cluster = cg::this_cluster();
  const unsigned rank = cluster.block_rank();
  float v = in[blockIdx.x * 128 + threadIdx.x];
  buf[threadIdx.x] = v;
  asm volatile("{\n\t.reg .pred one;\n\t"
               "barrier.cluster.arrive.release.aligned;\n\t"
               "setp.eq.f32 one, %1, 0f3F800000;\n\t"
               "@one bra.uni WAIT_%=;\n\t"
               "mul.f32 %0, %0, %1;\n"
               "WAIT_%=:\n\t"
               "barrier.cluster.wait.acquire.aligned;\n\t}"
               : "+f"(v)
               : "f"(alpha)
               : "memory");
  const float *peer = cluster.map_shared_rank(buf, rank ^ 1);
  out[blockIdx.x * 128 + threadIdx.x] = v + peer[threadIdx.x];
  cluster.sync();
}
