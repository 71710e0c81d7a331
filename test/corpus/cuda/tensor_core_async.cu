// tensor_core_async.cu - ptxlint real-PTX corpus
//
// Inline PTX for Hopper/Blackwell features the other corpus files have little
// of, each block guarded by the target that has it:
//   * wgmma.mma_async with several shapes and types (f16, bf16, tf32, e4m3/e5m2,
//     s8/u8, b1), register A, sparse wgmma.mma_async.sp (sm_90a)
//   * cp.async.bulk.tensor 1d..5d (tile, im2col, multicast, cache hints,
//     stores, reductions, prefetch), cp.reduce.async.bulk, tensormap.replace,
//     fence.proxy.tensormap, mbarrier try_wait.parity with suspend hints,
//     elect.sync, getctarank/mapa, barrier.cluster, griddepcontrol, st.async,
//     red.async, multimem (sm_90+)
//   * cvt to and from e4m3/e5m2/e2m3/e3m2/e2m1/ue8m0, .satfinite/.relu (sm_89+,
//     sm_100f/sm_120f), redux.sync .f32 (sm_100f), 256-bit ld/st (sm_100+)
//   * mma .kind::f8f6f4 / block_scale (sm_120a/f), tcgen05.mma kinds (sm_100f)
// corpus-nvcc-flags: -diag-suppress 550
// corpus-quick-archs: sm_90a sm_100a sm_120a
#include <cstdint>

#include "corpus_features.cuh"

#define R4(p) p "0, " p "1, " p "2, " p "3"
#define R8(p) R4(p) ", " p "4, " p "5, " p "6, " p "7"
#define R16(p) R8(p) ", " p "8, " p "9, " p "10, " p "11, " p "12, " p "13, " p "14, " p "15"
#define R32(p)                                                                                     \
  R16(p) ", " p "16, " p "17, " p "18, " p "19, " p "20, " p "21, " p "22, " p "23, " p "24, " p   \
         "25, " p "26, " p "27, " p "28, " p "29, " p "30, " p "31"

__device__ __forceinline__ uint32_t smem_u32(const void* p) {
  return static_cast<uint32_t>(__cvta_generic_to_shared(p));
}

// ---------------------------------------------------------------------------
// wgmma (sm_90a)
// ---------------------------------------------------------------------------
__global__ void k_wgmma(float* out, uint64_t da, uint64_t db, uint32_t meta, int scale) {
#if CORPUS_HAS_WGMMA
  float acc = 0.f;
  asm volatile("{\n"
               ".reg .f32 d<32>;\n"
               ".reg .pred p;\n"
               "setp.ne.b32 p, %1, 0;\n"
               "wgmma.fence.sync.aligned;\n"
               "wgmma.mma_async.sync.aligned.m64n64k16.f32.f16.f16 {" R32("d") "}, %2, %3, p, 1, 1, 0, 1;\n"
               "wgmma.mma_async.sync.aligned.m64n64k16.f32.bf16.bf16 {" R32("d") "}, %2, %3, p, -1, 1, 1, 0;\n"
               "wgmma.mma_async.sync.aligned.m64n32k8.f32.tf32.tf32 {" R16("d") "}, %2, %3, p, 1, -1;\n"
               "wgmma.mma_async.sync.aligned.m64n64k32.f32.e4m3.e5m2 {" R32("d") "}, %2, %3, p, 1, 1;\n"
               "wgmma.commit_group.sync.aligned;\n"
               "wgmma.wait_group.sync.aligned 0;\n"
               "add.f32 %0, d0, d31;\n"
               "}\n"
               : "+f"(acc)
               : "r"(scale), "l"(da), "l"(db));
  asm volatile("{\n"
               ".reg .b32 h<16>;\n"
               ".reg .b32 a<4>;\n"
               ".reg .s32 s<24>;\n"
               ".reg .pred p;\n"
               "setp.ne.b32 p, %1, 0;\n"
               "mov.b32 a0, %1;\n mov.b32 a1, %1;\n mov.b32 a2, %1;\n mov.b32 a3, %1;\n"
               "wgmma.mma_async.sync.aligned.m64n64k16.f16.f16.f16 {" R16("h") "}, {" R4("a") "}, %3, p, 1, 1, 1;\n"
               "wgmma.mma_async.sync.aligned.m64n48k32.s32.s8.u8 {s0, s1, s2, s3, s4, s5, s6, s7, s8, s9, s10, s11, s12, s13, s14, s15, s16, s17, s18, s19, s20, s21, s22, s23}, %2, %3, p;\n"
               "wgmma.mma_async.sync.aligned.m64n24k32.s32.u8.u8.satfinite {s0, s1, s2, s3, s4, s5, s6, s7, s8, s9, s10, s11}, {" R4("a") "}, %3, p;\n"
               "wgmma.mma_async.sync.aligned.m64n16k256.s32.b1.b1.and.popc {" R8("s") "}, %2, %3, p;\n"
               "wgmma.mma_async.sp.sync.aligned.m64n32k32.f32.f16.f16 {" R16("h") "}, %2, %3, %4, 0, p, 1, 1, 0, 0;\n"
               "wgmma.mma_async.sp.sync.aligned.m64n16k64.f32.e5m2.e4m3 {" R8("h") "}, {" R4("a") "}, %3, %4, 0, p, 1, 1;\n"
               "wgmma.mma_async.sp.sync.aligned.m64n8k64.s32.s8.s8 {s0, s1, s2, s3}, %2, %3, %4, 0, p;\n"
               "wgmma.commit_group.sync.aligned;\n"
               "wgmma.wait_group.sync.aligned 1;\n"
               "cvt.rn.f32.s32 %0, s3;\n"
               "}\n"
               : "+f"(acc)
               : "r"(scale), "l"(da), "l"(db), "r"(meta));
  out[threadIdx.x] = acc;
#endif
#if CORPUS_HAS_SETMAXNREG
  asm volatile("setmaxnreg.dec.sync.aligned.u32 40;");
  asm volatile("setmaxnreg.inc.sync.aligned.u32 232;");
#endif
  (void)out; (void)da; (void)db; (void)meta; (void)scale;
}

// ---------------------------------------------------------------------------
// Tensor copies, bulk reductions, mbarriers, clusters (sm_90+)
// ---------------------------------------------------------------------------
#if CORPUS_SM90
#define CORPUS_CLUSTER2 __cluster_dims__(2, 1, 1)
#else
#define CORPUS_CLUSTER2
#endif
__global__ void CORPUS_CLUSTER2
k_tma(const __grid_constant__ uint64_t tmap_bits, const void* tmap, float* gout, int c0, int c1, uint16_t mask, uint64_t policy) {
#if CORPUS_SM90
  __shared__ __align__(128) float tile[1024];
  __shared__ __align__(8) uint64_t bar;
  __shared__ __align__(128) uint8_t tmap_smem[128];
  uint32_t s_tile = smem_u32(tile), s_bar = smem_u32(&bar);
  uint32_t is_leader = 0;
  asm volatile("{\n .reg .pred e;\n elect.sync _|e, 0xffffffff;\n selp.u32 %0, 1, 0, e;\n}\n" : "=r"(is_leader));
  if (is_leader) {
    asm volatile("mbarrier.init.shared::cta.b64 [%0], 1;" ::"r"(s_bar));
    asm volatile("fence.mbarrier_init.release.cluster;");
    asm volatile("fence.proxy.async.shared::cta;");
  }
  asm volatile("barrier.cluster.arrive.relaxed.aligned;\nbarrier.cluster.wait.acquire.aligned;");
  if (is_leader) {
    asm volatile("mbarrier.arrive.expect_tx.release.cta.shared::cta.b64 _, [%0], 4096;" ::"r"(s_bar));
    asm volatile("cp.async.bulk.tensor.1d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [%0], [%1, {%3}], [%2];"
                 ::"r"(s_tile), "l"(tmap), "r"(s_bar), "r"(c0) : "memory");
    asm volatile("cp.async.bulk.tensor.2d.shared::cluster.global.mbarrier::complete_tx::bytes.L2::cache_hint [%0], [%1, {%3, %4}], [%2], %5;"
                 ::"r"(s_tile), "l"(tmap), "r"(s_bar), "r"(c0), "r"(c1), "l"(policy) : "memory");
    asm volatile("cp.async.bulk.tensor.3d.shared::cluster.global.im2col.mbarrier::complete_tx::bytes [%0], [%1, {%3, %4, %3}], [%2], {%5};"
                 ::"r"(s_tile), "l"(tmap), "r"(s_bar), "r"(c0), "r"(c1), "h"(mask) : "memory");
    asm volatile("cp.async.bulk.tensor.4d.shared::cluster.global.im2col.mbarrier::complete_tx::bytes [%0], [%1, {%3, %4, %3, %4}], [%2], {%5, %5};"
                 ::"r"(s_tile), "l"(tmap), "r"(s_bar), "r"(c0), "r"(c1), "h"(mask) : "memory");
    asm volatile("cp.async.bulk.tensor.5d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [%0], [%1, {%3, %4, %3, %4, %3}], [%2];"
                 ::"r"(s_tile), "l"(tmap), "r"(s_bar), "r"(c0), "r"(c1) : "memory");
#if CORPUS_HAS_TMA_MULTICAST
    asm volatile("cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes.multicast::cluster [%0], [%1, {%3, %4}], [%2], %5;"
                 ::"r"(s_tile), "l"(tmap), "r"(s_bar), "r"(c0), "r"(c1), "h"(mask) : "memory");
    asm volatile("cp.async.bulk.tensor.5d.shared::cluster.global.im2col.mbarrier::complete_tx::bytes.multicast::cluster.L2::cache_hint [%0], [%1, {%3, %4, %3, %4, %3}], [%2], {%5, %5, %5}, %5, %6;"
                 ::"r"(s_tile), "l"(tmap), "r"(s_bar), "r"(c0), "r"(c1), "h"(mask), "l"(policy) : "memory");
#endif
    asm volatile("cp.async.bulk.prefetch.tensor.3d.L2.global.tile [%0, {%1, %2, %1}];" ::"l"(tmap), "r"(c0), "r"(c1));
    asm volatile("cp.async.bulk.prefetch.tensor.4d.L2.global.im2col.L2::cache_hint [%0, {%1, %2, %1, %2}], {%3, %3}, %4;"
                 ::"l"(tmap), "r"(c0), "r"(c1), "h"(mask), "l"(policy));
    asm volatile("cp.async.bulk.global.shared::cta.bulk_group [%0], [%1], 256;" ::"l"(gout), "r"(s_tile) : "memory");
    asm volatile("cp.async.bulk.tensor.2d.global.shared::cta.bulk_group [%0, {%2, %3}], [%1];" ::"l"(tmap), "r"(s_tile), "r"(c0), "r"(c1) : "memory");
    asm volatile("cp.async.bulk.tensor.3d.global.shared::cta.im2col_no_offs.bulk_group.L2::cache_hint [%0, {%2, %3, %2}], [%1], %4;"
                 ::"l"(tmap), "r"(s_tile), "r"(c0), "r"(c1), "l"(policy) : "memory");
    asm volatile("cp.reduce.async.bulk.tensor.2d.global.shared::cta.add.tile.bulk_group [%0, {%2, %3}], [%1];" ::"l"(tmap), "r"(s_tile), "r"(c0), "r"(c1) : "memory");
    asm volatile("cp.reduce.async.bulk.tensor.1d.global.shared::cta.max.tile.bulk_group.L2::cache_hint [%0, {%2}], [%1], %3;" ::"l"(tmap), "r"(s_tile), "r"(c0), "l"(policy) : "memory");
    asm volatile("cp.reduce.async.bulk.global.shared::cta.bulk_group.add.f32 [%0], [%1], 256;" ::"l"(gout), "r"(s_tile) : "memory");
    asm volatile("cp.reduce.async.bulk.global.shared::cta.bulk_group.L2::cache_hint.min.u32 [%0], [%1], 128, %2;" ::"l"(gout), "r"(s_tile), "l"(policy) : "memory");
    asm volatile("cp.reduce.async.bulk.global.shared::cta.bulk_group.add.noftz.f16 [%0], [%1], 64;" ::"l"(gout), "r"(s_tile) : "memory");
    asm volatile("cp.reduce.async.bulk.global.shared::cta.bulk_group.and.b64 [%0], [%1], 64;" ::"l"(gout), "r"(s_tile) : "memory");
    asm volatile("cp.async.bulk.commit_group;\ncp.async.bulk.wait_group.read 0;" ::: "memory");
  }
  // Remote CTA: mapa, getctarank, st.async, red.async, cp.reduce.async.bulk shared::cluster
  uint32_t remote_bar, remote_tile, rank;
  asm volatile("mapa.shared::cluster.u32 %0, %1, 1;" : "=r"(remote_bar) : "r"(s_bar));
  asm volatile("mapa.shared::cluster.u32 %0, %1, 1;" : "=r"(remote_tile) : "r"(s_tile));
  asm volatile("getctarank.shared::cluster.u32 %0, %1;" : "=r"(rank) : "r"(remote_tile));
  uint64_t gen_rank;
  asm volatile("getctarank.u64 %0, %1;" : "=r"(rank) : "l"(gout));
  asm volatile("mapa.u64 %0, %1, %2;" : "=l"(gen_rank) : "l"(gout), "r"(rank));
  if (threadIdx.x == 0) {
    asm volatile("st.async.shared::cluster.mbarrier::complete_tx::bytes.v4.b32 [%0], {%2, %2, %2, %2}, [%1];"
                 ::"r"(remote_tile), "r"(remote_bar), "r"(c0) : "memory");
    asm volatile("st.async.shared::cluster.mbarrier::complete_tx::bytes.v2.f32 [%0], {%2, %2}, [%1];"
                 ::"r"(remote_tile), "r"(remote_bar), "f"(1.0f) : "memory");
    asm volatile("st.async.shared::cluster.mbarrier::complete_tx::bytes.b64 [%0], %2, [%1];"
                 ::"r"(remote_tile), "r"(remote_bar), "l"(policy) : "memory");
    asm volatile("red.async.relaxed.cluster.shared::cluster.mbarrier::complete_tx::bytes.inc.u32 [%0], %2, [%1];"
                 ::"r"(remote_tile), "r"(remote_bar), "r"(c0) : "memory");
    asm volatile("red.async.relaxed.cluster.shared::cluster.mbarrier::complete_tx::bytes.max.s32 [%0], %2, [%1];"
                 ::"r"(remote_tile), "r"(remote_bar), "r"(c0) : "memory");
    asm volatile("cp.reduce.async.bulk.shared::cluster.shared::cta.mbarrier::complete_tx::bytes.add.u32 [%0], [%1], 64, [%2];"
                 ::"r"(remote_tile), "r"(s_tile), "r"(remote_bar) : "memory");
    asm volatile("cp.async.bulk.shared::cluster.shared::cta.mbarrier::complete_tx::bytes [%0], [%1], 64, [%2];"
                 ::"r"(remote_tile), "r"(s_tile), "r"(remote_bar) : "memory");
    asm volatile("mbarrier.arrive.release.cluster.shared::cluster.b64 _, [%0], 1;" ::"r"(remote_bar) : "memory");
  }
  // mbarrier waits with and without suspend-time hints
  uint32_t done = 0;
  asm volatile("{\n .reg .pred w;\n"
               "mbarrier.try_wait.parity.shared::cta.b64 w, [%1], 0;\n"
               "mbarrier.try_wait.parity.acquire.cluster.shared::cta.b64 w, [%1], 1, 1000000;\n"
               "mbarrier.try_wait.parity.relaxed.cta.shared::cta.b64 w, [%1], %2;\n"
               "mbarrier.test_wait.parity.acquire.cta.shared::cta.b64 w, [%1], 0;\n"
               "selp.u32 %0, 1, 0, w;\n}\n"
               : "=r"(done) : "r"(s_bar), "r"(c1 & 1));
  uint64_t state;
  asm volatile("mbarrier.arrive.shared::cta.b64 %0, [%1];" : "=l"(state) : "r"(s_bar));
  asm volatile("{\n .reg .pred w;\n"
               "mbarrier.try_wait.shared::cta.b64 w, [%1], %2, 200;\n"
               "mbarrier.test_wait.relaxed.cluster.shared::cta.b64 w, [%1], %2;\n"
               "selp.u32 %0, 1, %0, w;\n}\n"
               : "+r"(done) : "r"(s_bar), "l"(state));
  // tensormap.replace and the proxy fences around it
#if CORPUS_HAS_TENSORMAP_REPLACE
  uint32_t s_map = smem_u32(tmap_smem);
  asm volatile("tensormap.replace.tile.global_address.shared::cta.b1024.b64 [%0], %1;" ::"r"(s_map), "l"(gout));
  asm volatile("tensormap.replace.tile.rank.shared::cta.b1024.b32 [%0], 2;" ::"r"(s_map));
  asm volatile("tensormap.replace.tile.box_dim.shared::cta.b1024.b32 [%0], 1, %1;" ::"r"(s_map), "r"(c0));
  asm volatile("tensormap.replace.tile.element_stride.shared::cta.b1024.b32 [%0], 0, %1;" ::"r"(s_map), "r"(c1));
  asm volatile("tensormap.replace.tile.elemtype.shared::cta.b1024.b32 [%0], 7;" ::"r"(s_map));
  asm volatile("tensormap.replace.tile.interleave_layout.shared::cta.b1024.b32 [%0], 1;" ::"r"(s_map));
  asm volatile("tensormap.replace.tile.swizzle_mode.shared::cta.b1024.b32 [%0], 3;" ::"r"(s_map));
  asm volatile("tensormap.replace.tile.fill_mode.shared::cta.b1024.b32 [%0], 1;" ::"r"(s_map));
  asm volatile("tensormap.replace.tile.global_stride.global.b1024.b64 [%0], 2, %1;" ::"l"(tmap), "l"(policy));
  asm volatile("tensormap.cp_fenceproxy.global.shared::cta.tensormap::generic.release.gpu.sync.aligned [%0], [%1], 128;"
               ::"l"(tmap), "r"(s_map) : "memory");
#endif
  asm volatile("fence.proxy.tensormap::generic.release.gpu;" ::: "memory");
  asm volatile("fence.proxy.tensormap::generic.acquire.gpu [%0], 128;" ::"l"(tmap) : "memory");
  asm volatile("fence.proxy.tensormap::generic.acquire.sys [%0], 128;" ::"l"(tmap) : "memory");
  asm volatile("prefetch.tensormap [%0];" ::"l"(tmap));
  asm volatile("prefetch.param.tensormap [%0];" ::"l"(&tmap_bits));
  asm volatile("fence.proxy.async.global;\nfence.proxy.async;\nfence.proxy.alias;" ::: "memory");
  asm volatile("fence.acq_rel.cluster;\nfence.sc.cluster;" ::: "memory");
  // multimem (sm_90+)
  {
    float f;
    uint32_t u;
    asm volatile("multimem.ld_reduce.relaxed.gpu.global.min.bf16x2 %0, [%1];" : "=r"(u) : "l"(gout));
    asm volatile("multimem.ld_reduce.acquire.sys.global.add.acc::f32.f16x2 %0, [%1];" : "=r"(u) : "l"(gout));
    asm volatile("multimem.ld_reduce.weak.global.max.u32 %0, [%1];" : "=r"(u) : "l"(gout));
    asm volatile("multimem.ld_reduce.relaxed.cluster.global.xor.b32 %0, [%1];" : "=r"(u) : "l"(gout));
    asm volatile("multimem.ld_reduce.relaxed.gpu.global.add.v2.f32 {%0, %0}, [%1];" : "=f"(f) : "l"(gout));
    asm volatile("multimem.st.release.gpu.global.v4.f32 [%0], {%1, %1, %1, %1};" ::"l"(gout), "f"(f));
    asm volatile("multimem.st.weak.global.b32 [%0], %1;" ::"l"(gout), "r"(u));
    asm volatile("multimem.red.release.sys.global.min.s32 [%0], %1;" ::"l"(gout), "r"(u));
    asm volatile("multimem.red.relaxed.gpu.global.add.v2.bf16x2 [%0], {%1, %1};" ::"l"(gout), "r"(u));
    gout[1] = f + u;
  }
  // griddepcontrol
  asm volatile("griddepcontrol.wait;" ::: "memory");
  asm volatile("griddepcontrol.launch_dependents;");
  // cluster special registers and barriers
  uint32_t crank, cn, is_exp;
  asm volatile("mov.u32 %0, %%cluster_ctarank;" : "=r"(crank));
  asm volatile("mov.u32 %0, %%cluster_nctarank;" : "=r"(cn));
  asm volatile("{\n .reg .pred q;\n mov.pred q, %%is_explicit_cluster;\n selp.u32 %0, 1, 0, q;\n}" : "=r"(is_exp));
  asm volatile("barrier.cluster.arrive;\nbarrier.cluster.wait;");
  gout[threadIdx.x] = tile[threadIdx.x] + done + crank + cn + is_exp + rank + (float)gen_rank;
#endif
  (void)tmap_bits; (void)tmap; (void)gout; (void)c0; (void)c1; (void)mask; (void)policy;
}

// ---------------------------------------------------------------------------
// Narrow float conversions, redux.sync .f32, 256-bit loads and stores
// ---------------------------------------------------------------------------
__global__ void k_convert(const float* in, uint32_t* out, float* fout) {
  float a = in[threadIdx.x], b = in[threadIdx.x + 32];
  uint32_t r = 0;
  (void)a; (void)b;
#if CORPUS_SM89
  {
    uint16_t p8;
    uint32_t h;
    asm("cvt.rn.satfinite.e4m3x2.f32 %0, %1, %2;" : "=h"(p8) : "f"(a), "f"(b));
    asm("cvt.rn.f16x2.e4m3x2 %0, %1;" : "=r"(h) : "h"(p8));
    r += h;
    asm("cvt.rn.satfinite.e5m2x2.f32 %0, %1, %2;" : "=h"(p8) : "f"(a), "f"(b));
    asm("cvt.rn.f16x2.e5m2x2 %0, %1;" : "=r"(h) : "h"(p8));
    r += h;
    asm("cvt.rn.satfinite.e4m3x2.f16x2 %0, %1;" : "=h"(p8) : "r"(h));
    asm("cvt.rn.satfinite.relu.e5m2x2.f16x2 %0, %1;" : "=h"(p8) : "r"(h));
    r += p8;
  }
#endif
#if CORPUS_HAS_FP4_CVT || CORPUS_HAS_MMA_KIND
  {
    uint16_t p;
    uint32_t h;
    asm("cvt.rn.satfinite.e2m3x2.f32 %0, %1, %2;" : "=h"(p) : "f"(a), "f"(b));
    asm("cvt.rn.f16x2.e2m3x2 %0, %1;" : "=r"(h) : "h"(p));
    r += h;
    asm("cvt.rn.satfinite.relu.e3m2x2.f32 %0, %1, %2;" : "=h"(p) : "f"(a), "f"(b));
    asm("cvt.rn.relu.f16x2.e3m2x2 %0, %1;" : "=r"(h) : "h"(p));
    r += h;
    asm("{\n .reg .b8 q;\n cvt.rn.satfinite.e2m1x2.f32 q, %1, %2;\n cvt.rn.f16x2.e2m1x2 %0, q;\n}" : "=r"(h) : "f"(a), "f"(b));
    r += h;
    asm("cvt.rz.satfinite.ue8m0x2.f32 %0, %1, %2;" : "=h"(p) : "f"(a), "f"(b));
    asm("cvt.rn.bf16x2.ue8m0x2 %0, %1;" : "=r"(h) : "h"(p));
    r += h;
    asm("cvt.rp.satfinite.ue8m0x2.bf16x2 %0, %1;" : "=h"(p) : "r"(h));
    r += p;
  }
#endif
#if CORPUS_HAS_CVT_RS
  {
    uint32_t q;
    asm("cvt.rs.satfinite.e4m3x4.f32 %0, {%1, %2, %1, %2}, %3;" : "=r"(q) : "f"(a), "f"(b), "r"(r));
    r += q;
    asm("cvt.rs.relu.satfinite.e2m1x4.f32 %0, {%1, %2, %1, %2}, %3;" : "=h"(*(uint16_t*)&q) : "f"(a), "f"(b), "r"(r));
    asm("cvt.rs.f16x2.f32 %0, %1, %2, %3;" : "=r"(q) : "f"(a), "f"(b), "r"(r));
    r += q;
  }
#endif
#if CORPUS_HAS_REDUX_F32
  {
    float m;
    asm("redux.sync.max.NaN.f32 %0, %1, 0xffffffff;" : "=f"(m) : "f"(a));
    asm("redux.sync.min.abs.f32 %0, %0, 0xffffffff;" : "+f"(m));
    fout[0] = m;
  }
#endif
#if CORPUS_SM100
  {
    float v[8];
    asm volatile("ld.global.v8.f32 {%0, %1, %2, %3, %4, %5, %6, %7}, [%8];"
                 : "=f"(v[0]), "=f"(v[1]), "=f"(v[2]), "=f"(v[3]), "=f"(v[4]), "=f"(v[5]), "=f"(v[6]), "=f"(v[7])
                 : "l"(in));
    asm volatile("ld.global.nc.L1::no_allocate.L2::256B.v8.b32 {%0, %1, %2, %3, %4, %5, %6, %7}, [%8+32];"
                 : "=f"(v[0]), "=f"(v[1]), "=f"(v[2]), "=f"(v[3]), "=f"(v[4]), "=f"(v[5]), "=f"(v[6]), "=f"(v[7])
                 : "l"(in));
    asm volatile("st.global.L1::no_allocate.v8.f32 [%8], {%0, %1, %2, %3, %4, %5, %6, %7};"
                 ::"f"(v[0]), "f"(v[1]), "f"(v[2]), "f"(v[3]), "f"(v[4]), "f"(v[5]), "f"(v[6]), "f"(v[7]), "l"(fout) : "memory");
    unsigned long long w0, w1, w2, w3;
    asm volatile("ld.relaxed.gpu.global.v4.u64 {%0, %1, %2, %3}, [%4];" : "=l"(w0), "=l"(w1), "=l"(w2), "=l"(w3) : "l"(in));
    asm volatile("st.global.v4.b64 [%0], {%1, %2, %3, %4};" ::"l"(out), "l"(w0), "l"(w1), "l"(w2), "l"(w3) : "memory");
  }
#endif
  out[threadIdx.x] = r;
  (void)fout;
}

// ---------------------------------------------------------------------------
// mma .kind::f8f6f4 and block scaling (sm_120a/f), tcgen05.mma kinds (sm_100f)
// ---------------------------------------------------------------------------
__global__ void k_mma_kind(const uint32_t* in, float* out, uint32_t tmem, uint64_t adesc, uint64_t bdesc, uint32_t idesc) {
  float d0 = 0.f, d1 = 0.f, d2 = 0.f, d3 = 0.f;
  uint32_t a0 = in[0], a1 = in[1], a2 = in[2], a3 = in[3], b0 = in[4], b1 = in[5], sa = in[6], sb = in[7];
  (void)a0; (void)a1; (void)a2; (void)a3; (void)b0; (void)b1; (void)sa; (void)sb;
#if CORPUS_HAS_MMA_KIND
  asm volatile("mma.sync.aligned.m16n8k32.row.col.kind::f8f6f4.f32.e2m1.e3m2.f32 {%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%0, %1, %2, %3};"
               : "+f"(d0), "+f"(d1), "+f"(d2), "+f"(d3)
               : "r"(a0), "r"(a1), "r"(a2), "r"(a3), "r"(b0), "r"(b1));
  asm volatile("mma.sync.aligned.m16n8k32.row.col.kind::mxf8f6f4.block_scale.scale_vec::1X.f32.e4m3.e2m3.f32.ue8m0 {%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%0, %1, %2, %3}, %10, {0, 0}, %11, {0, 1};"
               : "+f"(d0), "+f"(d1), "+f"(d2), "+f"(d3)
               : "r"(a0), "r"(a1), "r"(a2), "r"(a3), "r"(b0), "r"(b1), "r"(sa), "r"(sb));
  asm volatile("mma.sync.aligned.m16n8k64.row.col.kind::mxf4nvf4.block_scale.scale_vec::4X.f32.e2m1.e2m1.f32.ue4m3 {%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%0, %1, %2, %3}, %10, {0, 0}, %11, {0, 0};"
               : "+f"(d0), "+f"(d1), "+f"(d2), "+f"(d3)
               : "r"(a0), "r"(a1), "r"(a2), "r"(a3), "r"(b0), "r"(b1), "r"(sa), "r"(sb));
  asm volatile("mma.sync.aligned.m16n8k64.row.col.kind::mxf4.block_scale.f32.e2m1.e2m1.f32.ue8m0 {%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%0, %1, %2, %3}, %10, {0, 0}, %11, {0, 0};"
               : "+f"(d0), "+f"(d1), "+f"(d2), "+f"(d3)
               : "r"(a0), "r"(a1), "r"(a2), "r"(a3), "r"(b0), "r"(b1), "r"(sa), "r"(sb));
#endif
#if CORPUS_HAS_TCGEN05
  asm volatile("{\n .reg .pred p;\n setp.ne.b32 p, %4, 0;\n"
               "tcgen05.mma.cta_group::1.kind::tf32 [%0], %1, %2, %3, p;\n"
               "tcgen05.mma.cta_group::1.kind::f16 [%0], [%0], %2, %3, p;\n"
               "tcgen05.mma.cta_group::1.kind::f8f6f4 [%0], %1, %2, %3, {%4, %4, %4, %4}, p;\n"
               "tcgen05.mma.cta_group::1.kind::mxf8f6f4.block_scale [%0], %1, %2, %3, [%5], [%5], p;\n"
#if CORPUS_HAS_TCGEN05_SHIFT
               "tcgen05.mma.cta_group::1.kind::mxf4nvf4.block_scale.scale_vec::4X [%0], %1, %2, %3, [%5], [%5], p;\n"
#else
               "tcgen05.mma.cta_group::1.kind::mxf4.block_scale [%0], %1, %2, %3, [%5], [%5], p;\n"
#endif
               "tcgen05.mma.cta_group::1.kind::f16.collector::a::fill [%0], %1, %2, %3, p;\n"
               "tcgen05.mma.ws.cta_group::1.kind::tf32.collector::b0::lastuse [%0], %1, %2, %3, p;\n"
               "tcgen05.mma.sp.cta_group::1.kind::f16 [%0], %1, %2, [%5], %3, p;\n"
               "tcgen05.commit.cta_group::1.mbarrier::arrive::one.shared::cluster.b64 [%6];\n"
               "tcgen05.fence::before_thread_sync;\n"
               "}\n"
               ::"r"(tmem), "l"(adesc), "l"(bdesc), "r"(idesc), "r"(a0), "r"(tmem + 64), "r"(a1) : "memory");
  asm volatile("{\n .reg .b32 v<16>;\n"
               "tcgen05.ld.sync.aligned.32x32b.x16.b32 {" R16("v") "}, [%1];\n"
               "tcgen05.ld.sync.aligned.16x32bx2.x4.b32 {" R4("v") "}, [%1], 16;\n"
               "tcgen05.ld.sync.aligned.16x128b.x2.b32 {" R4("v") "}, [%1+8];\n"
               "tcgen05.wait::ld.sync.aligned;\n"
               "tcgen05.st.sync.aligned.16x32bx2.x1.b32 [%1], 2, {v0};\n"
               "tcgen05.st.sync.aligned.32x32b.x16.b32 [%1], {" R16("v") "};\n"
               "tcgen05.wait::st.sync.aligned;\n"
               "tcgen05.cp.cta_group::1.32x128b.warpx4 [%1], %2;\n"
               "tcgen05.cp.cta_group::1.64x128b.warpx2::02_13.b8x16.b6x16_p32 [%1], %2;\n"
               "tcgen05.cp.cta_group::1.128x128b [%1], %2;\n"
               "mov.b32 %0, v3;\n"
               "}\n"
               : "+r"(b0) : "r"(tmem), "l"(adesc) : "memory");
#endif
  out[threadIdx.x] = d0 + d1 + d2 + d3 + b0;
  (void)tmem; (void)adesc; (void)bdesc; (void)idesc;
}

// ---------------------------------------------------------------------------
// Cluster launch control (sm_100+)
// ---------------------------------------------------------------------------
__global__ void k_clc(int* out) {
#if CORPUS_SM100
  __shared__ __align__(16) uint8_t resp[16];
  __shared__ __align__(8) uint64_t bar;
  uint32_t s_resp = smem_u32(resp), s_bar = smem_u32(&bar);
  asm volatile("clusterlaunchcontrol.try_cancel.async.shared::cta.mbarrier::complete_tx::bytes.b128 [%0], [%1];" ::"r"(s_resp), "r"(s_bar) : "memory");
  int x = 0, y = 0, z = 0, w = 0, canceled = 0;
  asm volatile("{\n .reg .b128 r;\n .reg .pred p;\n"
               "ld.shared.b128 r, [%5];\n"
               "clusterlaunchcontrol.query_cancel.is_canceled.pred.b128 p, r;\n"
               "selp.u32 %4, 1, 0, p;\n"
               "clusterlaunchcontrol.query_cancel.get_first_ctaid.v4.b32.b128 {%0, %1, %2, %3}, r;\n"
               "clusterlaunchcontrol.query_cancel.get_first_ctaid::x.b32.b128 %0, r;\n"
               "}\n"
               : "=r"(x), "=r"(y), "=r"(z), "=r"(w), "=r"(canceled) : "r"(s_resp));
  out[threadIdx.x] = x + y + z + w + canceled;
#endif
  (void)out;
}
