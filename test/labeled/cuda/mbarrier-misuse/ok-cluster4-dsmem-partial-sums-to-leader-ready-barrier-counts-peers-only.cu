// EXPECT: clean
// ARCHS: sm_90a
// PTXLINT-ARGS: --block-dim=256
// Cluster of 4 CTAs reducing one row: every CTA reduces its quarter, and
// the three peers store their partial into the leader CTA's shared memory
// (mapa + st.shared::cluster) and arrive remotely (release.cluster) on the
// leader's `ready` mbarrier, initialised with the 3 peer arrivals; the
// leader adds its own partial locally after its acquire.cluster wait. Each
// CTA's barrier is initialised before the cluster barrier that precedes any
// remote arrival.
#include <cstdint>
#include <cooperative_groups.h>
namespace cg = cooperative_groups;
#define CLUSTER 4
#define READY_COUNT (CLUSTER - 1)
__device__ __forceinline__ unsigned sa(const void *p) {
  return static_cast<unsigned>(__cvta_generic_to_shared(p));
}
__global__ void __cluster_dims__(CLUSTER, 1, 1) __launch_bounds__(256)
cluster_rowsum(const float *__restrict__ in, float *__restrict__ out, int n) {
  __shared__ float partial[CLUSTER];
  __shared__ float red[8];
  __shared__ __align__(8) uint64_t ready;
  cg::cluster_group cl = cg::this_cluster();
  const unsigned rank = cl.block_rank();
  if (threadIdx.x == 0) {
    asm volatile("mbarrier.init.shared::cta.b64 [%0], %1;" ::"r"(sa(&ready)), "r"(READY_COUNT) : "memory");
    asm volatile("fence.mbarrier_init.release.cluster;" ::: "memory");
  }
  cl.sync();
  const int row = blockIdx.x / CLUSTER, q = n / CLUSTER;
  float s = 0.f;
  for (int i = threadIdx.x; i < q; i += 256) s += in[(size_t)row * n + rank * q + i];
  for (int o = 16; o > 0; o >>= 1) s += __shfl_xor_sync(0xffffffffu, s, o);
  if ((threadIdx.x & 31) == 0) red[threadIdx.x / 32] = s;
  __syncthreads();
  if (threadIdx.x == 0) {
    s = 0.f;
    for (int w = 0; w < 8; ++w) s += red[w];
    if (rank == 0) {
      partial[0] = s;
      asm volatile("{\n\t.reg .pred p;\n$Lw:\n\t"
                   "mbarrier.try_wait.parity.acquire.cluster.shared::cta.b64 p, [%0], 0;\n\t"
                   "@!p bra $Lw;\n\t}" ::"r"(sa(&ready)) : "memory");
      float tot = 0.f;
      for (int r = 0; r < CLUSTER; ++r) tot += partial[r];
      out[row] = tot;
    } else {
      unsigned rp, rb;
      asm volatile("mapa.shared::cluster.u32 %0, %1, 0;" : "=r"(rp) : "r"(sa(&partial[rank])));
      asm volatile("mapa.shared::cluster.u32 %0, %1, 0;" : "=r"(rb) : "r"(sa(&ready)));
      asm volatile("st.shared::cluster.f32 [%0], %1;" ::"r"(rp), "f"(s) : "memory");
      asm volatile("mbarrier.arrive.release.cluster.shared::cluster.b64 _, [%0];" ::"r"(rb) : "memory");
    }
  }
}
