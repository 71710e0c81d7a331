// EXPECT: misaligned-access
// ARCHS: sm_90
// PTXLINT-ARGS: --block-dim=128
// BUG: a persistent kernel that carves its dynamic shared memory by hand: an
// `int` slot where thread 0 publishes the tile it claimed, the mbarrier of
// the tile's bulk copy right after it, and the tile buffer at byte 128. The
// carve advances by sizeof(int) before the barrier, so the mbarrier object
// sits at byte 4 of the 128-aligned window: an mbarrier must be 8-byte
// aligned (PTX ISA 9.7.13.15.1), and its init, arrive and waits are
// misaligned.
#include <cstdint>
__device__ __forceinline__ unsigned smem(const void *p) { return (unsigned)__cvta_generic_to_shared(p); }
constexpr int kTile = 2048;
__global__ void __launch_bounds__(128) persistent_scale(const float *__restrict__ in, float *__restrict__ out,
                                                        int *__restrict__ next_tile, int ntiles, float alpha) {
  extern __shared__ __align__(128) unsigned char dsmem[];
  unsigned char *p = dsmem;
  int *tile_slot = reinterpret_cast<int *>(p);
  p += sizeof(int);
  uint64_t *bar = reinterpret_cast<uint64_t *>(p);
  float *buf = reinterpret_cast<float *>(dsmem + 128);
  const int t = threadIdx.x;
  if (t == 0) {
    asm volatile("mbarrier.init.shared.b64 [%0], 1;" ::"r"(smem(bar)) : "memory");
    asm volatile("fence.mbarrier_init.release.cluster;" ::: "memory");
  }
  __syncthreads();
  for (unsigned phase = 0;; phase ^= 1) {
    if (t == 0) {
      const int tile = atomicAdd(next_tile, 1);
      *tile_slot = tile;
      if (tile < ntiles) {
        asm volatile("mbarrier.arrive.expect_tx.shared.b64 _, [%0], %1;" ::"r"(smem(bar)),
                     "r"((unsigned)(kTile * sizeof(float)))
                     : "memory");
        asm volatile(
            "cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes [%0], [%1], %2, [%3];" ::"r"(
                smem(buf)),
            "l"(in + (size_t)tile * kTile), "r"((unsigned)(kTile * sizeof(float))), "r"(smem(bar))
            : "memory");
      }
    }
    __syncthreads();
    const int tile = *tile_slot;
    if (tile >= ntiles)
      break;
    asm volatile("{\n\t.reg .pred done;\n$Lw:\n\t"
                 "mbarrier.try_wait.parity.shared.b64 done, [%0], %1;\n\t"
                 "@!done bra $Lw;\n\t}" ::"r"(smem(bar)),
                 "r"(phase)
                 : "memory");
    for (int e = t; e < kTile; e += 128)
      out[(size_t)tile * kTile + e] = alpha * buf[e];
    __syncthreads();
  }
}
