// EXPECT: clean
// ARCHS: sm_90a
// PTXLINT-ARGS: --block-dim=288
// OK: all-pairs n-body accelerations, 256 bodies per block, the j-bodies
// streamed through a 2-slot shared-memory ring by a producer warp with
// cp.async.bulk, written with libcu++'s cuda::ptx wrappers. FULL[s] counts
// the producer's arrive.expect_tx, EMPTY[s] one arrival per consumer warp.
// Trip k uses slot k % 2 in round k / 2; the consumers wait FULL with the
// round's parity, the producer waits EMPTY with the opposite one: in round 0
// that asks for the phase before the barrier's first, which counts as
// complete, so the first two copies start at once.
#include <cuda/ptx>
#include <cstdint>
namespace ptx = cuda::ptx;
constexpr int TILE = 256, STAGES = 2, NCW = 8;
__device__ __forceinline__ void wait(uint64_t *bar, uint32_t parity) {
  while (!ptx::mbarrier_try_wait_parity(bar, parity)) {
  }
}
__global__ void __launch_bounds__(288)
nbody_accel(const float4 *__restrict__ body, float3 *__restrict__ acc, int n, float eps2) {
  __shared__ alignas(128) float4 tile[STAGES][TILE];
  __shared__ alignas(8) uint64_t full[STAGES], empty[STAGES];
  const int t = threadIdx.x, warp = t / 32, lane = t & 31;
  if (t == 0) {
    for (int s = 0; s < STAGES; ++s) {
      ptx::mbarrier_init(&full[s], 1);
      ptx::mbarrier_init(&empty[s], NCW);
    }
    ptx::fence_mbarrier_init(ptx::sem_release, ptx::scope_cluster);
  }
  __syncthreads();
  const int ntiles = n / TILE;
  if (warp == NCW) {
    if (lane == 0) {
      for (int k = 0; k < ntiles; ++k) {
        const int s = k % STAGES;
        const uint32_t ph = (k / STAGES) & 1;
        wait(&empty[s], ph ^ 1);
        ptx::mbarrier_arrive_expect_tx(ptx::sem_release, ptx::scope_cta, ptx::space_shared, &full[s],
                                       sizeof(tile[s]));
        ptx::cp_async_bulk(ptx::space_cluster, ptx::space_global, tile[s], body + (size_t)k * TILE,
                           sizeof(tile[s]), &full[s]);
      }
    }
    return;
  }
  const int i = blockIdx.x * TILE + t;
  const float4 pi = body[i];
  float3 a = make_float3(0.f, 0.f, 0.f);
  for (int k = 0; k < ntiles; ++k) {
    const int s = k % STAGES;
    wait(&full[s], (k / STAGES) & 1);
#pragma unroll 8
    for (int j = 0; j < TILE; ++j) {
      const float4 pj = tile[s][j];
      const float dx = pj.x - pi.x, dy = pj.y - pi.y, dz = pj.z - pi.z;
      const float r2 = dx * dx + dy * dy + dz * dz + eps2;
      const float inv = rsqrtf(r2);
      const float f = pj.w * inv * inv * inv;
      a.x += f * dx; a.y += f * dy; a.z += f * dz;
    }
    __syncwarp();
    if (lane == 0) (void)ptx::mbarrier_arrive(&empty[s]);
  }
  acc[i] = a;
}
