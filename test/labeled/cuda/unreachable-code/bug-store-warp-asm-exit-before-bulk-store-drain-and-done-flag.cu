// EXPECT: unreachable-code
// ARCHS: sm_90
// PTXLINT-ARGS: --block-dim=160
// BUG: a producer/store split for a scaled copy: warps 0-3 compute each
// 1024-float tile into shared memory, warp 4 is the store warp whose lane 0
// writes the tile back with a bulk copy (cp.async.bulk.global.shared::cta)
// and frees the buffer once the copy has read it. At the end the store warp
// must drain its bulk stores (`cp.async.bulk.wait_group 0`) before it
// publishes the CTA's done flag. An edit that retires the store warp early
// put an inline `exit` right after the tile loop: the drain and the flag
// release below it are unreachable, and the flag is never set.
#include <cstdint>
__device__ __forceinline__ unsigned smem(const void *p) { return (unsigned)__cvta_generic_to_shared(p); }
constexpr int kTile = 1024;
__global__ void __launch_bounds__(160) scale_copy_store_warp(const float *__restrict__ in, float *__restrict__ out,
                                                             unsigned *__restrict__ done, int ntiles, float alpha) {
  __shared__ __align__(128) float buf[kTile];
  const int t = threadIdx.x, warp = t / 32, lane = t % 32;
  const size_t base = (size_t)blockIdx.x * ntiles * kTile;
  if (warp == 4) {
    for (int k = 0; k < ntiles; ++k) {
      asm volatile("bar.sync 1, 160;" ::: "memory");
      if (lane == 0) {
        asm volatile("fence.proxy.async.shared::cta;" ::: "memory");
        asm volatile("cp.async.bulk.global.shared::cta.bulk_group [%0], [%1], %2;" ::"l"(out + base + (size_t)k * kTile),
                     "r"(smem(buf)), "r"((unsigned)(kTile * sizeof(float)))
                     : "memory");
        asm volatile("cp.async.bulk.commit_group;" ::: "memory");
        asm volatile("cp.async.bulk.wait_group.read 0;" ::: "memory");
      }
      __syncwarp();
      if (k + 1 < ntiles)
        asm volatile("bar.arrive 2, 160;" ::: "memory");
    }
    asm volatile("exit;");
    if (lane == 0) {
      asm volatile("cp.async.bulk.wait_group 0;" ::: "memory");
      asm volatile("st.release.gpu.global.u32 [%0], 1;" ::"l"(done + blockIdx.x) : "memory");
    }
  } else {
    for (int k = 0; k < ntiles; ++k) {
      if (k > 0)
        asm volatile("bar.sync 2, 160;" ::: "memory");
      for (int e = t; e < kTile; e += 128)
        buf[e] = alpha * in[base + (size_t)k * kTile + e];
      asm volatile("bar.arrive 1, 160;" ::: "memory");
    }
  }
}
