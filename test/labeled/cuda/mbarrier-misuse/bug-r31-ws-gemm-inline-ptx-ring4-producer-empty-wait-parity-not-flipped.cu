// EXPECT: mbarrier-misuse
// ARCHS: sm_90a sm_100a
// MODES: O3 G lineinfo
// PTXLINT-ARGS: --block-dim=160
// Warp-specialised GEMV-like kernel written against raw PTX in the style of
// CUTLASS's ClusterBarrier: warp 4's elected lane streams A and B k-tiles
// (4 KiB each) into a four-stage ring with cp.async.bulk completing on full[s];
// warps 0-3 consume and each warp's lane 0 releases empty[s] (count 4). The
// producer must wait for the consumers' release of the previous use of a
// stage, i.e. on the parity opposite to the consumers' (a fresh barrier's
// "previous phase" counts as complete). It waits on the same parity as the
// consumers (BUG: on the first trip round the ring it waits for phase 0 of
// empty[s], which completes only after the consumers have read full[s], which
// the producer has not filled yet: deadlock).
#include <cstdint>
constexpr int STAGES = 4, TILE = 1024;
__device__ __forceinline__ uint32_t smem(const void *p) {
  return static_cast<uint32_t>(__cvta_generic_to_shared(p));
}
__device__ __forceinline__ void bar_init(uint64_t *b, uint32_t n) {
  asm volatile("mbarrier.init.shared::cta.b64 [%0], %1;" ::"r"(smem(b)), "r"(n));
}
__device__ __forceinline__ void bar_wait(uint64_t *b, uint32_t phase) {
  asm volatile("{\n\t.reg .pred P1;\n\tLAB_WAIT:\n\t"
               "mbarrier.try_wait.parity.shared::cta.b64 P1, [%0], %1;\n\t"
               "@P1 bra DONE;\n\tbra.uni LAB_WAIT;\n\tDONE:\n\t}" ::"r"(smem(b)),
               "r"(phase)
               : "memory");
}
__device__ __forceinline__ void bar_arrive(uint64_t *b) {
  asm volatile("mbarrier.arrive.shared::cta.b64 _, [%0];" ::"r"(smem(b)) : "memory");
}
__device__ __forceinline__ void bar_expect_tx(uint64_t *b, uint32_t bytes) {
  asm volatile("mbarrier.arrive.expect_tx.shared::cta.b64 _, [%0], %1;" ::"r"(smem(b)), "r"(bytes)
               : "memory");
}
__device__ __forceinline__ void bulk_g2s(void *dst, const void *src, uint32_t bytes, uint64_t *b) {
  asm volatile("cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes [%0], [%1], %2, [%3];"
               ::"r"(smem(dst)), "l"(src), "r"(bytes), "r"(smem(b))
               : "memory");
}
__device__ __forceinline__ bool elect_one() {
  unsigned pred;
  asm volatile("{\n\t.reg .pred p;\n\telect.sync _|p, 0xffffffff;\n\tselp.u32 %0, 1, 0, p;\n\t}"
               : "=r"(pred));
  return pred != 0;
}
__global__ void __launch_bounds__(160)
    ws_dot(const float *__restrict__ A, const float *__restrict__ B, float *__restrict__ out, int ktiles) {
  __shared__ alignas(128) float sa[STAGES][TILE], sb[STAGES][TILE];
  __shared__ alignas(8) uint64_t full[STAGES], empty[STAGES];
  const int warp = threadIdx.x / 32;
  if (threadIdx.x == 0) {
    for (int s = 0; s < STAGES; ++s) {
      bar_init(&full[s], 1);
      bar_init(&empty[s], 4);
    }
    asm volatile("fence.mbarrier_init.release.cluster;" ::: "memory");
  }
  __syncthreads();
  if (warp == 4) {
    if (elect_one()) {
      for (int k = 0; k < ktiles; ++k) {
        const int s = k % STAGES;
        const uint32_t phase = (k / STAGES) & 1;
        bar_wait(&empty[s], phase);
        bar_expect_tx(&full[s], 2 * TILE * sizeof(float));
        const size_t off = ((size_t)blockIdx.x * ktiles + k) * TILE;
        bulk_g2s(sa[s], A + off, TILE * sizeof(float), &full[s]);
        bulk_g2s(sb[s], B + off, TILE * sizeof(float), &full[s]);
      }
    }
  } else {
    float acc = 0.f;
    for (int k = 0; k < ktiles; ++k) {
      const int s = k % STAGES;
      bar_wait(&full[s], (k / STAGES) & 1);
      for (int j = threadIdx.x; j < TILE; j += 128)
        acc = fmaf(sa[s][j], sb[s][j], acc);
      __syncwarp();
      if (threadIdx.x % 32 == 0)
        bar_arrive(&empty[s]);
    }
    out[(size_t)blockIdx.x * 128 + threadIdx.x] = acc;
  }
}
