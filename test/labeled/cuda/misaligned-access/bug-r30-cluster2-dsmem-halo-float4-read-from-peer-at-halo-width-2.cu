// EXPECT: misaligned-access
// ARCHS: sm_90a sm_100a
// PTXLINT-ARGS: --block-dim=128
// 1-D stencil split across a cluster of two CTAs: each CTA keeps its 512
// points in shared memory behind a halo of HALO floats on each side and reads
// the neighbour CTA's boundary points directly through distributed shared
// memory (map_shared_rank), four floats at a time as a float4. HALO is 2, the
// stencil radius (BUG: the peer's boundary starts at float index HALO, byte 8,
// so the ld.shared::cluster.v4.f32 is not 16-byte aligned).
#include <cooperative_groups.h>
namespace cg = cooperative_groups;
constexpr int N = 512, HALO = 2;
__global__ void __cluster_dims__(2, 1, 1) __launch_bounds__(128)
    stencil_pair(const float *__restrict__ in, float *__restrict__ out) {
  __shared__ alignas(16) float u[HALO + N + HALO + 4];
  cg::cluster_group cluster = cg::this_cluster();
  const unsigned rank = cluster.block_rank();
  for (int i = threadIdx.x; i < N; i += 128)
    u[HALO + i] = in[(size_t)blockIdx.x * N + i];
  cluster.sync();
  if (threadIdx.x == 0) {
    float *peer = cluster.map_shared_rank(u, rank ^ 1);
    const float4 edge = *reinterpret_cast<const float4 *>(peer + (rank == 0 ? HALO : HALO + N - 4));
    if (rank == 0) {
      u[HALO + N] = edge.x;
      u[HALO + N + 1] = edge.y;
    } else {
      u[0] = edge.z;
      u[1] = edge.w;
    }
  }
  cluster.sync();
  for (int i = threadIdx.x; i < N; i += 128) {
    const int j = HALO + i;
    out[(size_t)blockIdx.x * N + i] =
        0.1f * (u[j - 2] + u[j + 2]) + 0.2f * (u[j - 1] + u[j + 1]) + 0.4f * u[j];
  }
}
