// tma_tcgen05_variants.cu - ptxlint real-PTX corpus
//
// Tensor-copy and Tensor Memory forms of PTX ISA 8.6-8.8 that the other corpus
// files leave out: cp.async.bulk.tensor into .shared::cta, .tile::gather4,
// .im2col::w / .im2col::w::128 with im2colInfo, .cta_group::2, .tile::scatter4
// stores, cp.async.bulk.prefetch.tensor .tile::gather4, tcgen05.st (.unpack::16b,
// .16x32bx2 with immHalfSplitoff), tcgen05.cp .4x256b with .b4x16_p64,
// tcgen05.shift, tcgen05.wait, and ldmatrix/stmatrix .m16n16/.m8n16/.m16n8 .b8
// (sm_100a/f, sm_120a/f).
// corpus-quick-archs: sm_90a sm_100a sm_103a sm_110a sm_120a
#include <cstdint>

#include "corpus_features.cuh"

__device__ __forceinline__ uint32_t s2u(const void* p) { return (uint32_t)__cvta_generic_to_shared(p); }

#define CORPUS_HAS_TMA_SM100 (CORPUS_FAMILY == 1000 || CORPUS_FAMILY == 1030 || CORPUS_FAMILY == 1100)
#define CORPUS_HAS_LDMATRIX_B8 (CORPUS_FAMILY == 1000 || CORPUS_FAMILY == 1030 || CORPUS_FAMILY == 1100 || \
                                CORPUS_FAMILY == 1200 || CORPUS_FAMILY == 1210)

__global__ void tma_variants(const void* tmap,
                             uint32_t* out, int c0, int c1) {
  __shared__ alignas(128) uint8_t tile[4096];
  __shared__ alignas(8) uint64_t bar;
  uint32_t t = s2u(tile), b = s2u(&bar);
  int tid = threadIdx.x;
  uint32_t acc = 0;
#if CORPUS_SM90
  if (tid == 0) {
    asm volatile("mbarrier.init.shared.b64 [%0], 1;" :: "r"(b) : "memory");
    asm volatile("cp.async.bulk.prefetch.tensor.2d.L2.global.tile [%0, {%1, %2}];" :: "l"(tmap), "r"(c0), "r"(c1) : "memory");
    asm volatile("cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [%0], [%1, {%2, %3}], [%4];"
                 :: "r"(t), "l"(tmap), "r"(c0), "r"(c1), "r"(b) : "memory");
  }
#endif
#if CORPUS_HAS_TMA_SM100
  if (tid == 0) {
    asm volatile("cp.async.bulk.tensor.2d.shared::cta.global.tile.mbarrier::complete_tx::bytes [%0], [%1, {%2, %3}], [%4];"
                 :: "r"(t), "l"(tmap), "r"(c0), "r"(c1), "r"(b) : "memory");
    asm volatile("cp.async.bulk.tensor.2d.shared::cta.global.tile::gather4.mbarrier::complete_tx::bytes [%0], [%1, {%2, %3, %3, %3, %3}], [%4];"
                 :: "r"(t + 1024), "l"(tmap), "r"(c0), "r"(c1), "r"(b) : "memory");
    asm volatile("cp.async.bulk.tensor.3d.shared::cluster.global.im2col::w.mbarrier::complete_tx::bytes.cta_group::2 [%0], [%1, {%2, %3, %3}], [%4], {%5, %5};"
                 :: "r"(t + 2048), "l"(tmap), "r"(c0), "r"(c1), "r"(b), "h"((uint16_t)c0) : "memory");
    asm volatile("cp.async.bulk.tensor.4d.shared::cta.global.im2col::w::128.mbarrier::complete_tx::bytes [%0], [%1, {%2, %3, %3, %2}], [%4], {%5, %5};"
                 :: "r"(t + 3072), "l"(tmap), "r"(c0), "r"(c1), "r"(b), "h"((uint16_t)c1) : "memory");
    asm volatile("cp.async.bulk.prefetch.tensor.2d.L2.global.tile::gather4 [%0, {%1, %2, %2, %2, %2}];" :: "l"(tmap), "r"(c0), "r"(c1) : "memory");
    asm volatile("cp.async.bulk.tensor.2d.global.shared::cta.tile::scatter4.bulk_group [%0, {%1, %2, %2, %2, %2}], [%3];"
                 :: "l"(tmap), "r"(c0), "r"(c1), "r"(t) : "memory");
    asm volatile("cp.async.bulk.commit_group;" ::: "memory");
    asm volatile("cp.async.bulk.wait_group.read 0;" ::: "memory");
  }
#endif
#if CORPUS_HAS_TCGEN05
  {
    __shared__ uint32_t tmem_base;
    if (tid < 32) {
      asm volatile("tcgen05.alloc.cta_group::1.sync.aligned.shared::cta.b32 [%0], 64;" :: "r"(s2u(&tmem_base)) : "memory");
      asm volatile("tcgen05.relinquish_alloc_permit.cta_group::1.sync.aligned;" ::: "memory");
    }
    __syncthreads();
    uint32_t ta = tmem_base;
    uint32_t v0 = (uint32_t)tid, v1 = v0 * 3u;
    asm volatile("tcgen05.st.sync.aligned.32x32b.x2.unpack::16b.b32 [%0], {%1, %2};" :: "r"(ta), "r"(v0), "r"(v1) : "memory");
    asm volatile("tcgen05.st.sync.aligned.16x32bx2.x2.b32 [%0], 16, {%1, %2};" :: "r"(ta + 8), "r"(v1), "r"(v0) : "memory");
    asm volatile("tcgen05.wait::st.sync.aligned;" ::: "memory");
    uint32_t r0, r1;
    asm volatile("tcgen05.ld.sync.aligned.16x32bx2.x2.b32 {%0, %1}, [%2], 16;" : "=r"(r0), "=r"(r1) : "r"(ta + 8) : "memory");
    asm volatile("tcgen05.wait::ld.sync.aligned;" ::: "memory");
    acc += r0 ^ r1;
    if (tid == 0) {
      uint64_t desc = ((uint64_t)(t >> 4) & 0x3FFF) | (1ull << 46);
      asm volatile("tcgen05.cp.cta_group::1.4x256b.b8x16.b4x16_p64 [%0], %1;" :: "r"(ta), "l"(desc) : "memory");
      asm volatile("tcgen05.cp.cta_group::1.128x128b [%0], %1;" :: "r"(ta + 16), "l"(desc) : "memory");
#if CORPUS_HAS_TCGEN05_SHIFT
      asm volatile("tcgen05.shift.cta_group::1.down [%0];" :: "r"(ta) : "memory");
#endif
      asm volatile("tcgen05.commit.cta_group::1.mbarrier::arrive::one.shared::cluster.b64 [%0];" :: "r"(b) : "memory");
    }
    asm volatile("tcgen05.fence::before_thread_sync;" ::: "memory");
    __syncthreads();
    if (tid < 32) asm volatile("tcgen05.dealloc.cta_group::1.sync.aligned.b32 %0, 64;" :: "r"(ta) : "memory");
  }
#endif
#if CORPUS_HAS_LDMATRIX_B8
  {
    uint32_t a0, a1, a2, a3;
    uint32_t row = t + (tid & 15) * 32;
    asm volatile("ldmatrix.sync.aligned.m16n16.x2.trans.shared.b8 {%0, %1, %2, %3}, [%4];"
                 : "=r"(a0), "=r"(a1), "=r"(a2), "=r"(a3) : "r"(row));
    acc ^= a0 + a1 + a2 + a3;
    asm volatile("ldmatrix.sync.aligned.m8n16.x4.shared::cta.b8x16.b6x16_p32 {%0, %1, %2, %3}, [%4];"
                 : "=r"(a0), "=r"(a1), "=r"(a2), "=r"(a3) : "r"(row));
    acc ^= a0 + a1 + a2 + a3;
    asm volatile("ldmatrix.sync.aligned.m16n16.x1.trans.shared.b8x16.b4x16_p64 {%0, %1}, [%2];"
                 : "=r"(a0), "=r"(a1) : "r"(row));
    acc ^= a0 + a1;
    asm volatile("stmatrix.sync.aligned.m16n8.x4.trans.shared.b8 [%0], {%1, %2, %3, %4};"
                 :: "r"(row), "r"(a0), "r"(a1), "r"(a2), "r"(acc) : "memory");
  }
#endif
  out[blockIdx.x * blockDim.x + tid] = acc + tile[tid & 4095];
}
