// EXPECT: clean
// ARCHS: sm_90
// PTXLINT-ARGS: --block-dim=128
// A CTA-pair reduction over distributed shared memory computes its peer's
// rank in inline PTX (its own %cluster_ctarank xor 1) and maps the partial
// sums of the peer with mapa.
#include <cooperative_groups.h>
namespace cg = cooperative_groups;
__device__ __forceinline__ unsigned peer_addr(const float *local) {
  unsigned src = static_cast<unsigned>(__cvta_generic_to_shared(local)), dst;
  asm volatile("{\n\t"
               ".reg .u32 me, peer;\n\t"
               "mov.u32 me, %%cluster_ctarank;\n\t"
               "xor.b32 peer, me, 1;\n\t"
               "mapa.shared::cluster.u32 %0, %1, peer;\n\t"
               "}"
               : "=r"(dst)
               : "r"(src));
  return dst;
}
__global__ void __cluster_dims__(2, 1, 1) __launch_bounds__(128) pair_sum(const float *__restrict__ in,
                                                                       float *__restrict__ out) {
  __shared__ float part[128];
  cg::cluster_group cluster = cg::this_cluster();
  int t = threadIdx.x;
  part[t] = in[blockIdx.x * 128 + t];
  cluster.sync();
  float other;
  unsigned a = peer_addr(part + t);
  asm volatile("ld.shared::cluster.f32 %0, [%1];" : "=f"(other) : "r"(a) : "memory");
  cluster.sync();
  out[blockIdx.x * 128 + t] = part[t] + other;
}
