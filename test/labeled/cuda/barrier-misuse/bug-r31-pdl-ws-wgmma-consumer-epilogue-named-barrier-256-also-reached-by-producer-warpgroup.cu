// EXPECT: barrier-misuse
// ARCHS: sm_90a
// MODES: O3 G lineinfo
// PTXLINT-ARGS: --block-dim=384
// Warp-specialised 128x8 GEMM tile launched with programmatic dependent
// launch: after griddepcontrol.wait, warpgroup 0 (setmaxnreg.dec) has one
// thread bulk-copy the two 64x16 bf16 A tiles and the 8x16 B tile; warpgroups
// 1 and 2 (setmaxnreg.inc) each run wgmma.mma_async m64n8k16 on their A tile
// (wgmma.fence, commit_group, wait_group 0) and stage the result in shared
// memory, then the two consumer warpgroups sync on named barrier 1 with a
// count of 256 before the coalesced store. The epilogue barrier was moved
// below the role branch during a refactor (BUG: the 128 producer threads now
// execute bar.sync 1, 256 too, 384 threads on a barrier that expects 256:
// the first 256 arrivals complete it and the rest start a new phase).
#include <cuda/ptx>
#include <cuda_bf16.h>
#include <cstdint>
namespace ptx = cuda::ptx;
__device__ __forceinline__ uint64_t desc(const void *p) {
  const uint32_t a = static_cast<uint32_t>(__cvta_generic_to_shared(p));
  return (uint64_t)((a & 0x3FFFF) >> 4) | ((uint64_t)(128 >> 4) << 16) | ((uint64_t)(256 >> 4) << 32);
}
__global__ void __launch_bounds__(384, 1)
    pdl_ws_gemm(const __nv_bfloat16 *__restrict__ A, const __nv_bfloat16 *__restrict__ B,
                float *__restrict__ C) {
  __shared__ alignas(128) __nv_bfloat16 sa[2][64 * 16], sb[8 * 16];
  __shared__ alignas(16) float sc[128 * 8];
  __shared__ uint64_t full;
  const int wg = threadIdx.x / 128, t = threadIdx.x % 128;
  if (threadIdx.x == 0) {
    ptx::mbarrier_init(&full, 1);
    ptx::fence_mbarrier_init(ptx::sem_release, ptx::scope_cluster);
  }
  __syncthreads();
  asm volatile("griddepcontrol.wait;" ::: "memory");
  if (wg == 0) {
    asm volatile("setmaxnreg.dec.sync.aligned.u32 40;");
    if (t == 0) {
      ptx::mbarrier_arrive_expect_tx(ptx::sem_release, ptx::scope_cta, ptx::space_shared, &full,
                                     sizeof(sa) + sizeof(sb));
      ptx::cp_async_bulk(ptx::space_shared, ptx::space_global, &sa[0][0],
                         A + (size_t)blockIdx.x * 2 * 64 * 16, sizeof(sa), &full);
      ptx::cp_async_bulk(ptx::space_shared, ptx::space_global, sb, B, sizeof(sb), &full);
    }
  } else {
    asm volatile("setmaxnreg.inc.sync.aligned.u32 232;");
    while (!ptx::mbarrier_try_wait_parity(&full, 0)) {
    }
    float d[4];
    asm volatile("wgmma.fence.sync.aligned;" ::: "memory");
    asm volatile("wgmma.mma_async.sync.aligned.m64n8k16.f32.bf16.bf16 "
                 "{%0, %1, %2, %3}, %4, %5, 0, 1, 1, 0, 0;"
                 : "=f"(d[0]), "=f"(d[1]), "=f"(d[2]), "=f"(d[3])
                 : "l"(desc(sa[wg - 1])), "l"(desc(sb)));
    asm volatile("wgmma.commit_group.sync.aligned;" ::: "memory");
    asm volatile("wgmma.wait_group.sync.aligned 0;" ::: "memory");
    const int w = t / 32, l = t % 32;
    const int r = (wg - 1) * 64 + w * 16 + l / 4, c = (l % 4) * 2;
    sc[r * 8 + c] = d[0];
    sc[r * 8 + c + 1] = d[1];
    sc[(r + 8) * 8 + c] = d[2];
    sc[(r + 8) * 8 + c + 1] = d[3];
  }
  asm volatile("bar.sync 1, 256;" ::: "memory");
  if (wg > 0)
    for (int i = t; i < 64 * 8; i += 128)
      C[(size_t)blockIdx.x * 128 * 8 + (wg - 1) * 64 * 8 + i] = sc[(wg - 1) * 64 * 8 + i];
  asm volatile("griddepcontrol.launch_dependents;");
}
