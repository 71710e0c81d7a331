// EXPECT: misaligned-access
// ARCHS: sm_90a sm_100a
// MODES: O3 G lineinfo
// PTXLINT-ARGS: --block-dim=128
// Shared-storage struct in the CUTLASS style for a bulk-copy (TMA) row
// normaliser: the struct (alignas(128), as CUTLASS declares its shared
// storage) holds the mbarrier and the 2 KiB tile that
// cp.async.bulk fills. The barrier was moved to the front of the struct
// "to keep it near the top" (BUG: the float tile now starts 8 bytes into
// the struct, and cp.async.bulk needs a 16-byte aligned shared destination).
#include <cuda/ptx>
#include <cstdint>
namespace ptx = cuda::ptx;
struct alignas(128) SharedStorage {
  uint64_t bar;
  float tile[512];
};
__global__ void __launch_bounds__(128)
    row_normalise(const float *__restrict__ in, float *__restrict__ out) {
  __shared__ SharedStorage ss;
  if (threadIdx.x == 0) {
    ptx::mbarrier_init(&ss.bar, 1);
    ptx::fence_mbarrier_init(ptx::sem_release, ptx::scope_cluster);
  }
  __syncthreads();
  if (threadIdx.x == 0) {
    ptx::mbarrier_arrive_expect_tx(ptx::sem_release, ptx::scope_cta, ptx::space_shared, &ss.bar,
                                   sizeof(ss.tile));
    ptx::cp_async_bulk(ptx::space_shared, ptx::space_global, ss.tile,
                       in + (size_t)blockIdx.x * 512, sizeof(ss.tile), &ss.bar);
  }
  while (!ptx::mbarrier_try_wait_parity(&ss.bar, 0)) {
  }
  float s = 0.f;
  for (int i = threadIdx.x; i < 512; i += 128)
    s += ss.tile[i] * ss.tile[i];
  for (int o = 16; o; o >>= 1)
    s += __shfl_xor_sync(0xffffffffu, s, o);
  const float r = rsqrtf(s + 1e-6f);
  for (int i = threadIdx.x; i < 512; i += 128)
    out[(size_t)blockIdx.x * 512 + i] = ss.tile[i] * r;
}
