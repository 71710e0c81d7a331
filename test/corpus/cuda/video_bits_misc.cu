// video_bits_misc.cu - ptxlint real-PTX corpus
//
// Instruction families the rest of the corpus leaves out or touches once,
// mostly through inline PTX because CUDA has no builtin that emits them:
//   * scalar video instructions (vadd, vsub, vabsdiff, vmin, vmax, vshl, vshr,
//     vmad, vset) with byte/half-word operand selectors, .sat, the secondary
//     operations (.add/.min/.max) and the merge form `d.bN, a, b, c`
//   * SIMD video instructions (vadd2/4, vsub2/4, vavrg2/4, vabsdiff2/4,
//     vmin2/4, vmax2/4, vset2/4) with destination masks and source selectors
//   * prmt with every mode (.f4e .b4e .rc8 .ecl .ecr .rc16), bmsk (.clamp and
//     .wrap), szext, bfe/bfi on 64 bits, brev, bfind, fns, testp, copysign,
//     mul24/mad24, sad, add/sub .sat, cvt.pack.sat
//   * vector packing and unpacking moves (mov.b64 {a,b}, mov.b32 {h,h},
//     mov.b128)
//   * memory hints: ld/st with .L1::evict_*, .L1::no_allocate, .L2::64B/128B/
//     256B prefetch sizes, .L2::cache_hint with createpolicy.range/fractional/
//     cvt policies, ld.mmio/st.mmio, prefetch/prefetchu levels, discard,
//     applypriority, isspacep on every space, cvta to and from .const/.param/
//     .local, ld.volatile/relaxed/acquire and st.release at several scopes
//   * fences: membar.{cta,gl,sys}, fence.{sc,acq_rel}.{cta,gpu,sys},
//     fence.proxy.alias, membar.proxy.alias
//   * stacksave/stackrestore, alloca, nanosleep, pmevent, exit
//   * texture and surface forms texture_surface.cu does not reach: tex.2dms
//     and .a2dms, tex with an offset operand, tld4 with an offset, txq level
//     queries, suld/sust on .a1d/.a2d/.3d with .b8/.b16/.b64 elements and
//     every boundary mode, sust.p, sured.b, istypep, suq.channel_order
// Every target from sm_75 up assembles all of it (checked with ptxas 13.0).
// corpus-quick-archs: sm_75 sm_90a sm_120a
#include <cuda_fp16.h>
#include <cuda_runtime.h>
#include <stdint.h>

#include "corpus_features.cuh"

// --- scalar video instructions --------------------------------------------

extern "C" __global__ void video_scalar(const unsigned* in, unsigned* out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  unsigned a = in[i], b = in[i + n], c = in[i + 2 * n];
  unsigned r[24];
  asm("vadd.u32.u32.u32.sat %0, %1, %2;" : "=r"(r[0]) : "r"(a), "r"(b));
  asm("vadd.s32.s32.s32.add %0, %1.b1, %2.b2, %3;" : "=r"(r[1]) : "r"(a), "r"(b), "r"(c));
  asm("vadd.u32.u32.u32 %0.b0, %1.b3, %2.b0, %3;" : "=r"(r[2]) : "r"(a), "r"(b), "r"(c));
  asm("vsub.s32.u32.s32.sat.min %0, %1.h0, %2.h1, %3;" : "=r"(r[3]) : "r"(a), "r"(b), "r"(c));
  asm("vsub.u32.s32.u32 %0.h1, %1, %2, %3;" : "=r"(r[4]) : "r"(a), "r"(b), "r"(c));
  asm("vabsdiff.u32.u32.u32.max %0, %1.b0, %2.b0, %3;" : "=r"(r[5]) : "r"(a), "r"(b), "r"(c));
  asm("vabsdiff.s32.s32.s32.sat %0, %1, %2;" : "=r"(r[6]) : "r"(a), "r"(b));
  asm("vmin.u32.u32.u32 %0, %1.h1, %2.h0;" : "=r"(r[7]) : "r"(a), "r"(b));
  asm("vmin.s32.s32.s32.add %0, %1, %2, %3;" : "=r"(r[8]) : "r"(a), "r"(b), "r"(c));
  asm("vmax.s32.s32.u32.sat.add %0, %1.b2, %2, %3;" : "=r"(r[9]) : "r"(a), "r"(b), "r"(c));
  asm("vmax.u32.u32.u32 %0.b2, %1, %2, %3;" : "=r"(r[10]) : "r"(a), "r"(b), "r"(c));
  asm("vshl.u32.u32.u32.clamp %0, %1, %2;" : "=r"(r[11]) : "r"(a), "r"(b));
  asm("vshl.s32.s32.u32.wrap.add %0, %1.h0, %2, %3;" : "=r"(r[12]) : "r"(a), "r"(b), "r"(c));
  asm("vshr.u32.u32.u32.sat.wrap %0, %1, %2.b1;" : "=r"(r[13]) : "r"(a), "r"(b));
  asm("vshr.s32.s32.u32.clamp.max %0, %1, %2, %3;" : "=r"(r[14]) : "r"(a), "r"(b), "r"(c));
  asm("vmad.u32.u32.u32 %0, %1, %2, %3;" : "=r"(r[15]) : "r"(a), "r"(b), "r"(c));
  asm("vmad.s32.s32.s32.sat.shr15 %0, %1.h0, %2.h1, %3;" : "=r"(r[16]) : "r"(a), "r"(b), "r"(c));
  asm("vmad.s32.u32.s32.shr7 %0, -%1.b0, %2.b1, %3;" : "=r"(r[17]) : "r"(a), "r"(b), "r"(c));
  asm("vmad.u32.u32.u32.po %0, %1.b2, %2.b3, %3;" : "=r"(r[18]) : "r"(a), "r"(b), "r"(c));
  asm("vmad.s32.s32.s32 %0, %1, %2, -%3;" : "=r"(r[19]) : "r"(a), "r"(b), "r"(c));
  asm("vset.u32.u32.lt %0, %1, %2;" : "=r"(r[20]) : "r"(a), "r"(b));
  asm("vset.s32.s32.ge.add %0, %1.b0, %2.b1, %3;" : "=r"(r[21]) : "r"(a), "r"(b), "r"(c));
  asm("vset.s32.u32.ne %0.b1, %1, %2, %3;" : "=r"(r[22]) : "r"(a), "r"(b), "r"(c));
  asm("vadd.u32.u32.u32 %0, %1, 7;" : "=r"(r[23]) : "r"(a));
  unsigned s = 0;
  for (int k = 0; k < 24; ++k) s ^= r[k] << (k & 7);
  out[i] = s;
}

// --- SIMD video instructions ----------------------------------------------

extern "C" __global__ void video_simd(const unsigned* in, unsigned* out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  unsigned a = in[i], b = in[i + n], c = in[i + 2 * n];
  unsigned r[20];
  asm("vadd2.u32.u32.u32.sat %0, %1, %2, %3;" : "=r"(r[0]) : "r"(a), "r"(b), "r"(c));
  asm("vadd2.s32.s32.s32.add %0.h0, %1.h10, %2.h01, %3;" : "=r"(r[1]) : "r"(a), "r"(b), "r"(c));
  asm("vsub2.s32.s32.s32.sat %0.h10, %1, %2.h11, %3;" : "=r"(r[2]) : "r"(a), "r"(b), "r"(c));
  asm("vavrg2.u32.u32.u32 %0, %1, %2, %3;" : "=r"(r[3]) : "r"(a), "r"(b), "r"(c));
  asm("vabsdiff2.s32.s32.s32.add %0, %1, %2, %3;" : "=r"(r[4]) : "r"(a), "r"(b), "r"(c));
  asm("vmin2.u32.u32.u32 %0.h1, %1.h00, %2, %3;" : "=r"(r[5]) : "r"(a), "r"(b), "r"(c));
  asm("vmax2.s32.s32.s32.sat %0, %1, %2, %3;" : "=r"(r[6]) : "r"(a), "r"(b), "r"(c));
  asm("vset2.u32.u32.ne %0, %1, %2, %3;" : "=r"(r[7]) : "r"(a), "r"(b), "r"(c));
  asm("vset2.s32.s32.lt.add %0, %1.h10, %2, %3;" : "=r"(r[8]) : "r"(a), "r"(b), "r"(c));
  asm("vadd4.u32.u32.u32.sat %0, %1, %2, %3;" : "=r"(r[9]) : "r"(a), "r"(b), "r"(c));
  asm("vadd4.s32.s32.s32.add %0.b3210, %1.b0123, %2.b7654, %3;" : "=r"(r[10]) : "r"(a), "r"(b), "r"(c));
  asm("vsub4.u32.u32.u32 %0.b10, %1, %2, %3;" : "=r"(r[11]) : "r"(a), "r"(b), "r"(c));
  asm("vavrg4.s32.s32.s32.add %0, %1, %2, %3;" : "=r"(r[12]) : "r"(a), "r"(b), "r"(c));
  asm("vabsdiff4.u32.u32.u32.sat %0.b0, %1.b3333, %2, %3;" : "=r"(r[13]) : "r"(a), "r"(b), "r"(c));
  asm("vmin4.s32.s32.s32 %0, %1, %2.b4567, %3;" : "=r"(r[14]) : "r"(a), "r"(b), "r"(c));
  asm("vmax4.u32.u32.u32.add %0, %1, %2, %3;" : "=r"(r[15]) : "r"(a), "r"(b), "r"(c));
  asm("vset4.u32.u32.ge %0, %1, %2, %3;" : "=r"(r[16]) : "r"(a), "r"(b), "r"(c));
  asm("vset4.s32.s32.eq.add %0.b210, %1, %2, %3;" : "=r"(r[17]) : "r"(a), "r"(b), "r"(c));
  r[18] = __vabsdiffu4(a, b) + __vavgu2(a, c) + __vcmpgtu4(b, c);
  r[19] = __vsads2(a, b) ^ __vmaxs4(a, c);
  unsigned s = 0;
  for (int k = 0; k < 20; ++k) s += r[k] * (k + 1);
  out[i] = s;
}

// --- bit manipulation, integer odds and ends --------------------------------

extern "C" __global__ void bits_and_ints(const unsigned* in, const unsigned long long* in64, unsigned* out,
                                         unsigned long long* out64, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  unsigned a = in[i], b = in[i + n], c = in[i + 2 * n];
  unsigned long long x = in64[i], y = in64[i + n];
  unsigned r[24];
  asm("prmt.b32 %0, %1, %2, %3;" : "=r"(r[0]) : "r"(a), "r"(b), "r"(c));
  asm("prmt.b32.f4e %0, %1, %2, %3;" : "=r"(r[1]) : "r"(a), "r"(b), "r"(c));
  asm("prmt.b32.b4e %0, %1, %2, %3;" : "=r"(r[2]) : "r"(a), "r"(b), "r"(c));
  asm("prmt.b32.rc8 %0, %1, %2, %3;" : "=r"(r[3]) : "r"(a), "r"(b), "r"(c));
  asm("prmt.b32.ecl %0, %1, %2, %3;" : "=r"(r[4]) : "r"(a), "r"(b), "r"(c));
  asm("prmt.b32.ecr %0, %1, %2, %3;" : "=r"(r[5]) : "r"(a), "r"(b), "r"(c));
  asm("prmt.b32.rc16 %0, %1, %2, 0x1;" : "=r"(r[6]) : "r"(a), "r"(b));
  asm("bmsk.clamp.b32 %0, %1, %2;" : "=r"(r[7]) : "r"(a & 31), "r"(b & 63));
  asm("bmsk.wrap.b32 %0, %1, %2;" : "=r"(r[8]) : "r"(a), "r"(b));
  asm("szext.clamp.s32 %0, %1, %2;" : "=r"(r[9]) : "r"(a), "r"(b));
  asm("szext.wrap.u32 %0, %1, 12;" : "=r"(r[10]) : "r"(a));
  asm("bfe.s32 %0, %1, %2, %3;" : "=r"(r[11]) : "r"(a), "r"(b & 31), "r"(c & 31));
  asm("bfind.shiftamt.u32 %0, %1;" : "=r"(r[12]) : "r"(a));
  asm("fns.b32 %0, %1, %2, %3;" : "=r"(r[13]) : "r"(a), "r"(b & 31), "r"((int)c % 8));
  asm("mul24.hi.u32 %0, %1, %2;" : "=r"(r[14]) : "r"(a), "r"(b));
  asm("mad24.lo.s32 %0, %1, %2, %3;" : "=r"(r[15]) : "r"(a), "r"(b), "r"(c));
  asm("mad24.hi.sat.s32 %0, %1, %2, %3;" : "=r"(r[16]) : "r"(a), "r"(b), "r"(c));
  asm("sad.u32 %0, %1, %2, %3;" : "=r"(r[17]) : "r"(a), "r"(b), "r"(c));
  asm("sub.sat.s32 %0, %1, %2;" : "=r"(r[18]) : "r"(a), "r"(b));
  asm("add.sat.s32 %0, %1, -5;" : "=r"(r[19]) : "r"(a));
  asm("cvt.pack.sat.u8.s32.b32 %0, %1, %2, %3;" : "=r"(r[20]) : "r"(a), "r"(b), "r"(c));
  asm("cvt.pack.sat.s16.s32 %0, %1, %2;" : "=r"(r[21]) : "r"(a), "r"(b));
  asm("cvt.pack.sat.u4.s32.b32 %0, %1, %2, %3;" : "=r"(r[22]) : "r"(a), "r"(b), "r"(c));
  asm("{\n\t.reg .pred p, q, t;\n\t"
      "testp.finite.f32 p, %1;\n\t"
      "testp.subnormal.f32 q, %2;\n\t"
      "testp.notanumber.f64 t, %3;\n\t"
      "selp.u32 %0, 1, 0, p;\n\t"
      "@q add.u32 %0, %0, 2;\n\t"
      "@!t add.u32 %0, %0, 4;\n\t"
      "}"
      : "=r"(r[23])
      : "f"(__uint_as_float(a)), "f"(__uint_as_float(b)), "d"(__longlong_as_double(x)));
  unsigned long long w[6];
  asm("bfe.u64 %0, %1, %2, %3;" : "=l"(w[0]) : "l"(x), "r"(a & 63), "r"(b & 63));
  asm("bfi.b64 %0, %1, %2, %3, %4;" : "=l"(w[1]) : "l"(x), "l"(y), "r"(a & 63), "r"(c & 63));
  asm("brev.b64 %0, %1;" : "=l"(w[2]) : "l"(y));
  asm("{\n\t.reg .u32 t;\n\tbfind.s64 t, %1;\n\tcvt.u64.u32 %0, t;\n\t}" : "=l"(w[3]) : "l"(x));
  asm("copysign.f64 %0, %1, %2;" : "=d"(*reinterpret_cast<double*>(&w[4]))
      : "d"(__longlong_as_double(x)), "d"(__longlong_as_double(y)));
  // vector packing and unpacking moves
  unsigned lo, hi;
  asm("mov.b64 {%0, %1}, %2;" : "=r"(lo), "=r"(hi) : "l"(x));
  asm("mov.b64 %0, {%1, %2};" : "=l"(w[5]) : "r"(hi), "r"(lo));
  unsigned short h0, h1;
  asm("mov.b32 {%0, %1}, %2;" : "=h"(h0), "=h"(h1) : "r"(a));
  unsigned packed;
  asm("mov.b32 %0, {%1, %2};" : "=r"(packed) : "h"(h1), "h"(h0));
  unsigned s = packed;
  for (int k = 0; k < 24; ++k) s ^= r[k] + k;
  out[i] = s;
  unsigned long long t = 0;
  for (int k = 0; k < 6; ++k) t += w[k];
  out64[i] = t;
}

// mov.b128 packs two 64-bit registers into a 128-bit one (PTX ISA 8.3).
extern "C" __global__ void mov_b128(const unsigned long long* in, unsigned long long* out) {
  unsigned long long lo = in[threadIdx.x], hi = in[threadIdx.x + 32], a, b;
  asm("{\n\t.reg .b128 q;\n\t"
      "mov.b128 q, {%2, %3};\n\t"
      "mov.b128 {%0, %1}, q;\n\t"
      "}"
      : "=l"(a), "=l"(b)
      : "l"(hi), "l"(lo));
  out[threadIdx.x] = a ^ b;
}

// --- memory hints, spaces, fences ---------------------------------------------

__device__ int g_flag;
__constant__ int c_table[16];

extern "C" __global__ void memory_hints(int* g, int* dst, size_t bytes, int n) {
  __shared__ int sh[64];
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  int v0, v1, v2, v3;
  asm volatile("ld.global.nc.L1::no_allocate.L2::128B.s32 %0, [%1];" : "=r"(v0) : "l"(g + i));
  asm volatile("ld.global.L1::evict_last.L2::64B.s32 %0, [%1];" : "=r"(v1) : "l"(g + i + 1));
  int4 q;
#if CORPUS_SM80
  asm volatile("ld.global.nc.L1::evict_first.L2::256B.v4.s32 {%0, %1, %2, %3}, [%4];"
               : "=r"(q.x), "=r"(q.y), "=r"(q.z), "=r"(q.w)
               : "l"(g + 4 * (i / 4)));
#else
  asm volatile("ld.global.nc.L1::evict_first.L2::128B.v4.s32 {%0, %1, %2, %3}, [%4];"
               : "=r"(q.x), "=r"(q.y), "=r"(q.z), "=r"(q.w)
               : "l"(g + 4 * (i / 4)));
#endif
  asm volatile("ld.volatile.global.s32 %0, [%1];" : "=r"(v2) : "l"(&g_flag));
  asm volatile("ld.relaxed.gpu.global.s32 %0, [%1];" : "=r"(v3) : "l"(&g_flag));
  int v4, v5;
  asm volatile("ld.acquire.sys.global.s32 %0, [%1];" : "=r"(v4) : "l"(&g_flag));
  asm volatile("ld.relaxed.cta.shared.s32 %0, [%1];" : "=r"(v5) : "r"((unsigned)__cvta_generic_to_shared(&sh[i & 63])));
  asm volatile("st.release.gpu.global.s32 [%0], %1;" ::"l"(dst + i), "r"(v0 + v1));
  asm volatile("st.global.L1::no_allocate.s32 [%0], %1;" ::"l"(dst + i + n), "r"(v2));
  asm volatile("st.volatile.shared.s32 [%0], %1;" ::"r"((unsigned)__cvta_generic_to_shared(&sh[(i + 1) & 63])), "r"(v3));
  int v6 = 0, v7 = 0;
#if CORPUS_SM80
  // L2 cache policies
  unsigned long long pol_frac, pol_range, pol_first;
  asm volatile("createpolicy.fractional.L2::evict_last.L2::evict_unchanged.b64 %0, 0.25;" : "=l"(pol_frac));
  asm volatile("createpolicy.fractional.L2::evict_first.b64 %0;" : "=l"(pol_first));
  asm volatile("createpolicy.range.L2::evict_last.L2::evict_first.b64 %0, [%1], %2, %3;"
               : "=l"(pol_range)
               : "l"(g), "r"(256u), "r"(4096u));
  asm volatile("ld.global.L2::cache_hint.s32 %0, [%1], %2;" : "=r"(v6) : "l"(g + i + 2), "l"(pol_frac));
  asm volatile("ld.global.nc.L2::cache_hint.L2::128B.s32 %0, [%1], %2;" : "=r"(v7) : "l"(g + i + 3), "l"(pol_range));
  asm volatile("st.global.L2::cache_hint.s32 [%0], %1, %2;" ::"l"(dst + i + 2 * n), "r"(v6 + v7), "l"(pol_first));
  asm volatile("st.global.L1::evict_unchanged.L2::cache_hint.v2.s32 [%0], {%1, %2}, %3;" ::"l"(dst + 2 * (i / 2)),
               "r"(q.x), "r"(q.y), "l"(pol_frac));
  asm volatile("prefetch.global.L2::evict_last [%0];" ::"l"(g + i + 128));
  asm volatile("prefetch.global.L2::evict_normal [%0];" ::"l"(g + i + 160));
  if ((i & 31) == 0) {
    asm volatile("applypriority.global.L2::evict_normal [%0], 128;" ::"l"(g + (i / 32) * 32));
    asm volatile("discard.global.L2 [%0], 128;" ::"l"(dst + (i / 32) * 32 + 3 * n));
  }
#endif
  // prefetches
  asm volatile("prefetch.global.L1 [%0];" ::"l"(g + i + 32));
  asm volatile("prefetch.global.L2 [%0];" ::"l"(g + i + 64));
  asm volatile("prefetch.L1 [%0];" ::"l"(g + i + 96));
  asm volatile("prefetch.local.L2 [%0];" ::"l"(&v0));
  asm volatile("prefetchu.L1 [%0];" ::"l"(c_table));
  // MMIO accesses
  int m;
  asm volatile("ld.mmio.relaxed.sys.global.s32 %0, [%1];" : "=r"(m) : "l"(&g_flag));
  asm volatile("st.mmio.relaxed.sys.global.s32 [%0], %1;" ::"l"(&g_flag), "r"(m + 1));
  // fences
  asm volatile("membar.cta;");
  asm volatile("membar.gl;");
  asm volatile("membar.sys;");
  asm volatile("fence.sc.cta;");
  asm volatile("fence.acq_rel.gpu;");
  asm volatile("fence.acq_rel.sys;");
  asm volatile("fence.proxy.alias;");
  asm volatile("membar.proxy.alias;");
  dst[i + 4 * n] = v0 + v1 + v2 + v3 + v4 + v5 + v6 + v7 + q.z + q.w + m + sh[(i + 7) & 63];
}

// isspacep and cvta to and from every space.
extern "C" __global__ void spaces(int* g, int* out, int k) {
  __shared__ int sh[32];
  int loc[4] = {k, k + 1, k + 2, k + 3};
  int* ptrs[4] = {g, sh, loc, const_cast<int*>(c_table)};
  int* p = ptrs[k & 3];
  unsigned flags = 0, f;
  asm("{\n\t.reg .pred q;\n\tisspacep.global q, %1;\n\tselp.u32 %0, 1, 0, q;\n\t}" : "=r"(f) : "l"(p));
  flags |= f;
  asm("{\n\t.reg .pred q;\n\tisspacep.shared q, %1;\n\tselp.u32 %0, 2, 0, q;\n\t}" : "=r"(f) : "l"(p));
  flags |= f;
  asm("{\n\t.reg .pred q;\n\tisspacep.shared::cta q, %1;\n\tselp.u32 %0, 4, 0, q;\n\t}" : "=r"(f) : "l"(p));
  flags |= f;
  asm("{\n\t.reg .pred q;\n\tisspacep.local q, %1;\n\tselp.u32 %0, 8, 0, q;\n\t}" : "=r"(f) : "l"(p));
  flags |= f;
  asm("{\n\t.reg .pred q;\n\tisspacep.const q, %1;\n\tselp.u32 %0, 16, 0, q;\n\t}" : "=r"(f) : "l"(p));
  flags |= f;
  asm("{\n\t.reg .pred q;\n\tisspacep.param q, %1;\n\tselp.u32 %0, 32, 0, q;\n\t}" : "=r"(f) : "l"(p));
  flags |= f;
#if CORPUS_SM90
  asm("{\n\t.reg .pred q;\n\tisspacep.shared::cluster q, %1;\n\tselp.u32 %0, 64, 0, q;\n\t}" : "=r"(f) : "l"(p));
  flags |= f;
#endif
  unsigned long long a, b, c, d;
  asm("cvta.to.global.u64 %0, %1;" : "=l"(a) : "l"(g));
  asm("cvta.to.local.u64 %0, %1;" : "=l"(b) : "l"(loc));
  asm("cvta.to.const.u64 %0, %1;" : "=l"(c) : "l"(c_table));
  asm("cvta.const.u64 %0, %1;" : "=l"(d) : "l"(c));
  unsigned long long s64, e;
  asm("cvta.to.shared.u64 %0, %1;" : "=l"(s64) : "l"(sh));
  asm("cvta.shared.u64 %0, %1;" : "=l"(e) : "l"(s64));
  out[0] = flags + (int)(a + b + d + e) + loc[k & 3];
}

// stacksave / stackrestore around a dynamic alloca, a timed back-off, a
// performance-monitor event and an early exit.
extern "C" __global__ void stack_and_control(int* out, int n, unsigned ns) {
  unsigned long long sp;
  asm volatile("stacksave.u64 %0;" : "=l"(sp));
  int* buf = static_cast<int*>(alloca(sizeof(int) * (n & 15) + 4));
  for (int k = 0; k < (n & 15); ++k) buf[k] = k * threadIdx.x;
  int s = 0;
  for (int k = 0; k < (n & 15); ++k) s += buf[k];
  asm volatile("stackrestore.u64 %0;" ::"l"(sp));
  __nanosleep(ns);
  asm volatile("nanosleep.u32 %0;" ::"r"(ns * 2));
  asm volatile("pmevent 3;");
  asm volatile("pmevent.mask 0x11;");
  out[threadIdx.x] = s;
  if (s == 12345) asm volatile("exit;");
  out[threadIdx.x + 32] = s + 1;
}

// --- texture and surface forms ----------------------------------------------

extern "C" __global__ void tex_extra(cudaTextureObject_t t2, cudaTextureObject_t tms, cudaTextureObject_t tams,
                                     float4* out, int4* iout, int w) {
  int x = blockIdx.x * blockDim.x + threadIdx.x;
  float u = (x + 0.5f) / w, v = 0.5f;
  float4 a, b, c, d;
  asm("tex.2d.v4.f32.f32 {%0, %1, %2, %3}, [%4, {%5, %6}], {1, -1};"
      : "=f"(a.x), "=f"(a.y), "=f"(a.z), "=f"(a.w)
      : "l"(t2), "f"(u), "f"(v));
  asm("tex.level.2d.v4.f32.f32 {%0, %1, %2, %3}, [%4, {%5, %6}], %7;"
      : "=f"(b.x), "=f"(b.y), "=f"(b.z), "=f"(b.w)
      : "l"(t2), "f"(u), "f"(v), "f"(1.0f));
  asm("tld4.g.2d.v4.f32.f32 {%0, %1, %2, %3}, [%4, {%5, %6}], {%7, %8};"
      : "=f"(c.x), "=f"(c.y), "=f"(c.z), "=f"(c.w)
      : "l"(t2), "f"(u), "f"(v), "r"(1), "r"(0));
  asm("tex.grad.2d.v4.f32.f32 {%0, %1, %2, %3}, [%4, {%5, %6}], {%7, %8}, {%8, %7};"
      : "=f"(d.x), "=f"(d.y), "=f"(d.z), "=f"(d.w)
      : "l"(t2), "f"(u), "f"(v), "f"(0.01f), "f"(0.0f));
  int4 m, am;
  asm("tex.2dms.v4.s32.s32 {%0, %1, %2, %3}, [%4, {%5, %6, %7, %7}];"
      : "=r"(m.x), "=r"(m.y), "=r"(m.z), "=r"(m.w)
      : "l"(tms), "r"(x & 3), "r"(x), "r"(0));
  asm("tex.a2dms.v4.s32.s32 {%0, %1, %2, %3}, [%4, {%5, %6, %7, %8}];"
      : "=r"(am.x), "=r"(am.y), "=r"(am.z), "=r"(am.w)
      : "l"(tams), "r"(x & 3), "r"(1), "r"(x), "r"(0));
  int lw, lh, ns, na, nc;
  asm("txq.level.width.b32 %0, [%1], %2;" : "=r"(lw) : "l"(t2), "r"(1));
  asm("txq.level.height.b32 %0, [%1], %2;" : "=r"(lh) : "l"(t2), "r"(2));
  asm("txq.num_samples.b32 %0, [%1];" : "=r"(ns) : "l"(tms));
  asm("txq.array_size.b32 %0, [%1];" : "=r"(na) : "l"(tams));
  asm("txq.channel_order.b32 %0, [%1];" : "=r"(nc) : "l"(t2));
  unsigned ok;
  asm("{\n\t.reg .pred q;\n\tistypep.texref q, %1;\n\tselp.u32 %0, 1, 0, q;\n\t}" : "=r"(ok) : "l"(t2));
  out[x] = make_float4(a.x + b.y, c.z, d.w, (float)(lw + lh + ns + na + nc + ok));
  iout[x] = make_int4(m.x + am.x, m.y + am.y, m.z, am.w);
}

extern "C" __global__ void surf_extra(cudaSurfaceObject_t s1a, cudaSurfaceObject_t s2a, cudaSurfaceObject_t s3,
                                      cudaSurfaceObject_t s2, int* out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  unsigned short b8, h16;
  asm volatile("suld.b.a1d.b8.trap %0, [%1, {%2, %3}];" : "=h"(b8) : "l"(s1a), "r"(1), "r"(i));
  asm volatile("suld.b.a2d.b16.zero %0, [%1, {%2, %3, %4, %4}];" : "=h"(h16) : "l"(s2a), "r"(0), "r"(i * 2), "r"(1));
  unsigned long long q0, q1;
  asm volatile("suld.b.3d.v2.b64.clamp {%0, %1}, [%2, {%3, %4, %5, %5}];"
               : "=l"(q0), "=l"(q1)
               : "l"(s3), "r"(i * 16), "r"(i / 4), "r"(0));
  asm volatile("sust.b.a1d.b8.clamp [%0, {%1, %2}], %3;" ::"l"(s1a), "r"(0), "r"(i), "h"(b8));
  asm volatile("sust.b.3d.v2.b64.trap [%0, {%1, %2, %3, %3}], {%4, %5};" ::"l"(s3), "r"(i * 16), "r"(1), "r"(2),
               "l"(q1), "l"(q0));
  asm volatile("sust.b.2d.v4.b16.zero [%0, {%1, %2}], {%3, %3, %4, %4};" ::"l"(s2), "r"(i * 8), "r"(0), "h"(h16),
               "h"(b8));
  asm volatile("sust.p.2d.v4.b32.trap [%0, {%1, %2}], {%3, %3, %3, %3};" ::"l"(s2), "r"(i), "r"(1), "r"(i));
  asm volatile("sured.b.add.2d.u32.trap [%0, {%1, %2}], %3;" ::"l"(s2), "r"(i * 4), "r"(2), "r"(1));
  asm volatile("sured.b.max.1d.s32.clamp [%0, {%1}], %2;" ::"l"(s2), "r"(i * 4), "r"(-i));
  asm volatile("sured.b.and.3d.b32.zero [%0, {%1, %2, %3, %3}], %4;" ::"l"(s3), "r"(i * 4), "r"(0), "r"(1),
               "r"(0xf0f0f0f0u));
  int co, ml, as;
  asm("suq.channel_order.b32 %0, [%1];" : "=r"(co) : "l"(s2));
  asm("suq.memory_layout.b32 %0, [%1];" : "=r"(ml) : "l"(s2a));
  asm("suq.array_size.b32 %0, [%1];" : "=r"(as) : "l"(s2a));
  unsigned ok;
  asm("{\n\t.reg .pred q;\n\tistypep.surfref q, %1;\n\tselp.u32 %0, 1, 0, q;\n\t}" : "=r"(ok) : "l"(s2));
  out[i] = b8 + h16 + (int)(q0 ^ q1) + co + ml + as + ok;
}

// --- arithmetic forms the other files do not emit -----------------------------

extern "C" __global__ void arith_misc(const unsigned* in, const float* fin, unsigned* out, float* fout, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  unsigned a = in[i], b = in[i + n];
  float x = fin[i], y = fin[i + n];
  unsigned r[10];
  asm("slct.u32.s32 %0, %1, %2, %3;" : "=r"(r[0]) : "r"(a), "r"(b), "r"((int)(a ^ b)));
  asm("slct.f32.f32 %0, %1, %2, %3;" : "=r"(r[1]) : "r"(a), "r"(b), "f"(x));
  asm("set.gtu.u32.f32 %0, %1, %2;" : "=r"(r[2]) : "f"(x), "f"(y));
  asm("{\n\t.reg .pred p;\n\tsetp.lt.s32 p, %1, 0;\n\tset.eq.and.s32.s32 %0, %1, %2, !p;\n\t}"
      : "=r"(r[3])
      : "r"(a), "r"(b));
  asm("{\n\t.reg .pred p, q;\n\t.reg .b32 h;\n\tmov.b32 h, %1;\n\t"
      "setp.ne.f16x2 p|q, h, h;\n\tselp.u32 %0, 1, 2, p;\n\t@q add.u32 %0, %0, 4;\n\t}"
      : "=r"(r[4])
      : "r"(a));
  asm("{\n\t.reg .b16 s;\n\tcvt.u16.u32 s, %1;\n\tabs.s16 s, s;\n\tmul.lo.u16 s, s, 3;\n\tcvt.u32.u16 %0, s;\n\t}"
      : "=r"(r[5])
      : "r"(a));
  asm("set.le.f16x2.f16x2 %0, %1, %2;" : "=r"(r[6]) : "r"(a), "r"(b));
#if CORPUS_SM90
  asm("min.relu.s32 %0, %1, %2;" : "=r"(r[7]) : "r"(a), "r"(b));
  asm("max.relu.s16x2 %0, %1, %2;" : "=r"(r[8]) : "r"(a), "r"(b));
  asm("min.u16x2 %0, %1, %2;" : "=r"(r[9]) : "r"(a), "r"(b));
#else
  r[7] = r[8] = r[9] = 0;
#endif
  float f[4];
  asm("cvt.rn.f16.f32 %0, %1;\n\t" : "=h"(*reinterpret_cast<unsigned short*>(&f[0])) : "f"(x));
  f[1] = x;
#if CORPUS_SM80
  asm("{\n\t.reg .b32 t;\n\tcvt.rna.tf32.f32 t, %1;\n\tmov.b32 %0, t;\n\t}" : "=f"(f[1]) : "f"(x));
#endif
  asm("{\n\t.reg .pred p;\n\tsetp.gt.f32 p, %1, %2;\n\tselp.f32 %0, %1, %2, p;\n\t}" : "=f"(f[2]) : "f"(x), "f"(y));
  f[3] = 0.0f;
#if CORPUS_SM90
  asm("{\n\t.reg .b32 t;\n\tcvt.rna.satfinite.tf32.f32 t, %1;\n\tmov.b32 %0, t;\n\t}" : "=f"(f[3]) : "f"(y));
#endif
#if CORPUS_SM100
  {
    unsigned long long xy, yx;
    asm("mov.b64 %0, {%1, %2};" : "=l"(xy) : "f"(x), "f"(y));
    asm("add.rn.f32x2 %0, %1, %1;" : "=l"(yx) : "l"(xy));
    asm("mul.rz.ftz.f32x2 %0, %1, %2;" : "=l"(yx) : "l"(xy), "l"(yx));
    float lo, hi;
    asm("mov.b64 {%0, %1}, %2;" : "=f"(lo), "=f"(hi) : "l"(yx));
    f[3] += lo - hi;
  }
#endif
  unsigned s = 0;
  for (int k = 0; k < 10; ++k) s += r[k] << k;
  out[i] = s;
  fout[i] = f[0] + f[1] + f[2] + f[3];
}

// Reductions and atomics in forms the other files skip: .noftz half adds,
// vector atomics (sm_90), barrier.red with and/or.
extern "C" __global__ void reductions_misc(__half2* h2, float* f, unsigned* u, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  unsigned hv = 0x3c003c00u;
  asm volatile("red.global.add.noftz.f16x2 [%0], %1;" ::"l"(h2 + (i % n)), "r"(hv));
  unsigned old;
  asm volatile("atom.global.add.noftz.f16x2 %0, [%1], %2;" : "=r"(old) : "l"(h2 + ((i + 1) % n)), "r"(hv));
  unsigned all, any;
  asm volatile("{\n\t.reg .pred p, q;\n\tsetp.ne.u32 p, %2, 0;\n\t"
               "barrier.red.and.pred q, 0, p;\n\tselp.u32 %0, 1, 0, q;\n\t"
               "bar.red.or.pred q, 1, p;\n\tselp.u32 %1, 1, 0, q;\n\t}"
               : "=r"(all), "=r"(any)
               : "r"(old));
#if CORPUS_SM90
  float o0, o1;
  asm volatile("atom.global.v2.f32.add {%0, %1}, [%2], {%3, %4};"
               : "=f"(o0), "=f"(o1)
               : "l"(f + 2 * (i % n)), "f"(1.0f), "f"(2.0f));
  asm volatile("red.global.v4.f32.add [%0], {%1, %1, %2, %2};" ::"l"(f + 4 * (i % n)), "f"(o0), "f"(o1));
#endif
  u[i] = all + 2 * any + old;
}
