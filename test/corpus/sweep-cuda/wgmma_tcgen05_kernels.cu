// wgmma_tcgen05_kernels.cu - ptxlint differential sweep input (helper-204)
//
// Hopper and Blackwell tensor-core main loops in inline PTX: wgmma.fence /
// mma_async (f16, bf16 with A from registers, e4m3/e5m2, s8, tf32) /
// commit_group / wait_group with shared-memory matrix descriptors built in
// registers, setmaxnreg in a warp-specialised kernel, elect.sync, and the
// tcgen05 life cycle: alloc / relinquish_alloc_permit / mma (kind::f16,
// kind::tf32, kind::i8) / commit to an mbarrier / ld.32x32b / st.16x64b /
// wait::ld / fence::before/after_thread_sync / dealloc.
#include <cstdint>
#include "../cuda/corpus_features.cuh"

__device__ __forceinline__ uint64_t make_desc(const void* smem, int lead, int stride, int swizzle) {
  uint32_t a = static_cast<uint32_t>(__cvta_generic_to_shared(smem));
  uint64_t d = 0;
  d |= (uint64_t)((a & 0x3FFFF) >> 4);
  d |= (uint64_t)((lead & 0x3FFFF) >> 4) << 16;
  d |= (uint64_t)((stride & 0x3FFFF) >> 4) << 32;
  d |= (uint64_t)swizzle << 62;
  return d;
}

__global__ void __launch_bounds__(128) wgmma_kernel(float* out, int* outi, int k_tiles, int scale) {
  __shared__ alignas(1024) uint8_t sa[64 * 64 * 2];
  __shared__ alignas(1024) uint8_t sb[64 * 64 * 2];
  for (int i = threadIdx.x; i < 64 * 64 * 2; i += 128) sa[i] = sb[i] = (uint8_t)i;
  __syncthreads();
  float d[8] = {};
  int di[4] = {};
#if CORPUS_HAS_WGMMA
  uint64_t da = make_desc(sa, 16, 256, 1), db = make_desc(sb, 16, 256, 1);
  for (int k = 0; k < k_tiles; ++k) {
    asm volatile("wgmma.fence.sync.aligned;\n" ::: "memory");
    asm volatile(
        "{\n.reg .pred p;\nsetp.ne.b32 p, %6, 0;\n"
        "wgmma.mma_async.sync.aligned.m64n8k16.f32.f16.f16 {%0,%1,%2,%3}, %4, %5, p, 1, 1, 0, 1;\n}\n"
        : "+f"(d[0]), "+f"(d[1]), "+f"(d[2]), "+f"(d[3])
        : "l"(da + k * 2), "l"(db + k * 2), "r"(k));
    uint32_t a0 = k * 3, a1 = k * 5, a2 = k * 7, a3 = k * 11;
    asm volatile(
        "{\n.reg .pred p;\nsetp.ne.b32 p, %9, 0;\n"
        "wgmma.mma_async.sync.aligned.m64n8k16.f32.bf16.bf16 {%0,%1,%2,%3}, {%4,%5,%6,%7}, %8, p, 1, -1, 1;\n}\n"
        : "+f"(d[4]), "+f"(d[5]), "+f"(d[6]), "+f"(d[7])
        : "r"(a0), "r"(a1), "r"(a2), "r"(a3), "l"(db), "r"(scale));
    asm volatile(
        "{\n.reg .pred p;\nsetp.ne.b32 p, %6, 0;\n"
        "wgmma.mma_async.sync.aligned.m64n8k32.f32.e4m3.e5m2 {%0,%1,%2,%3}, %4, %5, p, 1, 1;\n}\n"
        : "+f"(d[0]), "+f"(d[1]), "+f"(d[2]), "+f"(d[3])
        : "l"(da), "l"(db), "r"(1));
    asm volatile(
        "{\n.reg .pred p;\nsetp.ne.b32 p, %6, 0;\n"
        "wgmma.mma_async.sync.aligned.m64n8k32.s32.s8.u8.satfinite {%0,%1,%2,%3}, %4, %5, p;\n}\n"
        : "+r"(di[0]), "+r"(di[1]), "+r"(di[2]), "+r"(di[3])
        : "l"(da), "l"(db), "r"(k));
    asm volatile(
        "{\n.reg .pred p;\nsetp.ne.b32 p, %6, 0;\n"
        "wgmma.mma_async.sync.aligned.m64n8k8.f32.tf32.tf32 {%0,%1,%2,%3}, %4, %5, p, 1, 1;\n}\n"
        : "+f"(d[4]), "+f"(d[5]), "+f"(d[6]), "+f"(d[7])
        : "l"(da), "l"(db), "r"(k));
    asm volatile("wgmma.commit_group.sync.aligned;\n" ::: "memory");
    asm volatile("wgmma.wait_group.sync.aligned %0;\n" ::"n"(1) : "memory");
  }
  asm volatile("wgmma.wait_group.sync.aligned 0;\n" ::: "memory");
#endif
  for (int i = 0; i < 8; ++i) out[threadIdx.x * 8 + i] = d[i];
  for (int i = 0; i < 4; ++i) outi[threadIdx.x * 4 + i] = di[i];
}

__global__ void __launch_bounds__(384, 1) warp_specialised(float* out, const float* in, int n) {
  int wg = threadIdx.x / 128;
  float v = 0;
  if (wg == 0) {
#if CORPUS_HAS_SETMAXNREG
    asm volatile("setmaxnreg.dec.sync.aligned.u32 40;\n");
#endif
#if CORPUS_SM90
    uint32_t is_leader;
    asm volatile("{\n.reg .pred p;\nelect.sync _|p, 0xffffffff;\nselp.u32 %0, 1, 0, p;\n}\n" : "=r"(is_leader));
    if (is_leader) v = in[threadIdx.x];
#endif
  } else {
#if CORPUS_HAS_SETMAXNREG
    asm volatile("setmaxnreg.inc.sync.aligned.u32 232;\n");
#endif
    for (int i = threadIdx.x; i < n; i += 256) v += in[i] * in[i];
  }
  out[threadIdx.x] = v;
}

__global__ void __launch_bounds__(128) tcgen05_kernel(float* out, const uint8_t* gin, int k_tiles) {
  __shared__ alignas(1024) uint8_t sa[128 * 64];
  __shared__ alignas(1024) uint8_t sb[128 * 64];
  __shared__ alignas(8) uint64_t bar;
  __shared__ uint32_t tmem_base;
  for (int i = threadIdx.x; i < 128 * 64; i += 128) sa[i] = sb[i] = gin[i];
  float r[8] = {};
#if CORPUS_HAS_TCGEN05
  int warp = threadIdx.x / 32;
  uint32_t bar_a = static_cast<uint32_t>(__cvta_generic_to_shared(&bar));
  if (threadIdx.x == 0) asm volatile("mbarrier.init.shared::cta.b64 [%0], 1;\n" ::"r"(bar_a));
  if (warp == 0) {
    uint32_t dst = static_cast<uint32_t>(__cvta_generic_to_shared(&tmem_base));
    asm volatile("tcgen05.alloc.cta_group::1.sync.aligned.shared::cta.b32 [%0], 128;\n" ::"r"(dst));
    asm volatile("tcgen05.relinquish_alloc_permit.cta_group::1.sync.aligned;\n");
  }
  asm volatile("tcgen05.fence::before_thread_sync;\n" ::: "memory");
  __syncthreads();
  asm volatile("tcgen05.fence::after_thread_sync;\n" ::: "memory");
  uint32_t tmem = tmem_base;
  uint64_t da = make_desc(sa, 16, 1024, 2), db = make_desc(sb, 16, 1024, 2);
  uint32_t idesc_f16 = (1u << 4) | (1u << 7) | (1u << 10) | ((64 >> 3) << 17) | ((128 >> 4) << 24);
  for (int k = 0; k < k_tiles; ++k) {
    if (threadIdx.x == 0) {
      asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %4, 0;\n"
                   "tcgen05.mma.cta_group::1.kind::f16 [%0], %1, %2, %3, p;\n}\n" ::"r"(tmem),
                   "l"(da + k * 2), "l"(db + k * 2), "r"(idesc_f16), "r"(k));
      asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %4, 0;\n"
                   "tcgen05.mma.cta_group::1.kind::tf32 [%0], %1, %2, %3, p;\n}\n" ::"r"(tmem + 64),
                   "l"(da), "l"(db), "r"(idesc_f16 | (2u << 7)), "r"(1));
#if CORPUS_FAMILY != 1030  // kind::i8: not on sm_103
      asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %4, 0;\n"
                   "tcgen05.mma.cta_group::1.kind::i8 [%0], %1, %2, %3, p;\n}\n" ::"r"(tmem + 96),
                   "l"(da), "l"(db), "r"(idesc_f16 & ~0x3F0u), "r"(k & 1));
#endif
      asm volatile("tcgen05.commit.cta_group::1.mbarrier::arrive::one.shared::cluster.b64 [%0];\n" ::"r"(bar_a));
    }
    asm volatile("{\n.reg .pred done;\nW:\n"
                 "mbarrier.try_wait.parity.shared::cta.b64 done, [%0], %1;\n@!done bra W;\n}\n" ::"r"(bar_a),
                 "r"(k & 1));
  }
  uint32_t lane_addr = tmem + ((uint32_t)(warp * 32) << 16);
  uint32_t v[8];
  asm volatile("tcgen05.ld.sync.aligned.32x32b.x8.b32 {%0,%1,%2,%3,%4,%5,%6,%7}, [%8];\n"
               : "=r"(v[0]), "=r"(v[1]), "=r"(v[2]), "=r"(v[3]), "=r"(v[4]), "=r"(v[5]), "=r"(v[6]), "=r"(v[7])
               : "r"(lane_addr));
  asm volatile("tcgen05.wait::ld.sync.aligned;\n" ::: "memory");
  for (int i = 0; i < 8; ++i) r[i] = __uint_as_float(v[i]);
  asm volatile("tcgen05.st.sync.aligned.16x64b.x2.b32 [%0], {%1,%2};\n" ::"r"(lane_addr + 8), "r"(v[0]), "r"(v[1]));
  asm volatile("tcgen05.wait::st.sync.aligned;\n" ::: "memory");
  asm volatile("tcgen05.fence::before_thread_sync;\n" ::: "memory");
  __syncthreads();
  if (warp == 0) asm volatile("tcgen05.dealloc.cta_group::1.sync.aligned.b32 %0, 128;\n" ::"r"(tmem));
#endif
  for (int i = 0; i < 8; ++i) out[threadIdx.x * 8 + i] = r[i];
}
