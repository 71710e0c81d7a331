// rare_ops_asm.cu - ptxlint real-PTX corpus
//
// Inline-PTX forms the other corpus files leave out: shf clamp/wrap,
// barrier.cta.red (popc/and/or) and bar.red, vote.sync.uni/all/any,
// match.all.sync with its predicate, redux.sync and/or/xor/umin, the
// %reserved_smem_offset_* and %pm registers, cvt.rn.relu.satfinite packs,
// atom.cas.b16, fma.rn.oob(.relu), neg/abs on bf16x2, mad.hi.sat, mul.wide.u16,
// mad.cc/madc chains, cvt.rni/rzi/sat integer conversions, rsqrt/sqrt/rcp on
// f64, ld.const, ldu.global, and the fp6/fp4/e8m0 intrinsics of cuda_fp6.h,
// cuda_fp4.h and cuda_fp8.h.
// corpus-quick-archs: sm_75 sm_80 sm_89 sm_90a sm_100a sm_120a
#include <cuda_bf16.h>
#include <cuda_fp16.h>
#include <cuda_fp8.h>
#if __has_include(<cuda_fp6.h>)
#include <cuda_fp6.h>
#include <cuda_fp4.h>
#define HAVE_FP6 1
#endif
#include <cstdint>

#include "corpus_features.cuh"

__constant__ uint32_t c_table[64];

__global__ void shifts_votes(uint32_t* out, const uint32_t* in, int n) {
  uint32_t a = in[threadIdx.x], b = in[threadIdx.x + 32], r0, r1, r2, r3;
  asm("shf.l.clamp.b32 %0, %1, %2, %3;" : "=r"(r0) : "r"(a), "r"(b), "r"(n));
  asm("shf.r.wrap.b32 %0, %1, %2, %3;" : "=r"(r1) : "r"(a), "r"(b), "r"(n));
  asm("shf.r.clamp.b32 %0, %1, %2, 7;" : "=r"(r2) : "r"(a), "r"(b));
  asm("{ .reg .pred p, q; setp.ne.u32 p, %1, 0;\n\t"
      "vote.sync.uni.pred q, p, 0xffffffff;\n\t"
      "selp.u32 %0, 1, 0, q; }" : "=r"(r3) : "r"(a));
  uint32_t all, any, ballot;
  asm("{ .reg .pred p, q; setp.gt.u32 p, %2, 5; vote.sync.all.pred q, p, 0xffffffff; selp.u32 %0, 1, 0, q;\n\t"
      "vote.sync.any.pred q, !p, 0xffffffff; selp.u32 %1, 1, 0, q; }" : "=r"(all), "=r"(any) : "r"(b));
  asm("{ .reg .pred p; setp.lt.s32 p, %1, 3; vote.sync.ballot.b32 %0, p, 0xffffffff; }" : "=r"(ballot) : "r"(n));
  uint32_t cta_popc, cta_and, cta_or;
  asm volatile("{ .reg .pred p, q; setp.ne.u32 p, %3, 0;\n\t"
               "barrier.cta.red.popc.aligned.u32 %0, 0, p;\n\t"
               "barrier.cta.red.and.pred q, 1, !p; selp.u32 %1, 1, 0, q;\n\t"
               "bar.red.or.pred q, 2, p; selp.u32 %2, 1, 0, q; }"
               : "=r"(cta_popc), "=r"(cta_and), "=r"(cta_or) : "r"(a & 1));
  uint32_t m0 = 0, m1 = 0, m2 = 0, m3 = 0;
#if CORPUS_ARCH >= 700
  asm("{ .reg .pred p; match.all.sync.b32 %0|p, %2, 0xffffffff; selp.u32 %1, 1, 0, p; }"
      : "=r"(m0), "=r"(m1) : "r"(a >> 4));
  asm("match.any.sync.b64 %0, %1, 0xffffffff;" : "=r"(m2) : "l"((uint64_t)b << 3));
#endif
#if CORPUS_SM80
  asm("redux.sync.and.b32 %0, %1, 0xffffffff;" : "=r"(m3) : "r"(a));
  asm("redux.sync.or.b32 %0, %0, 0xffffffff;" : "+r"(m3));
  asm("redux.sync.xor.b32 %0, %0, 0xffffffff;" : "+r"(m3));
  asm("redux.sync.min.u32 %0, %0, 0xffffffff;" : "+r"(m3));
  asm("redux.sync.max.s32 %0, %0, 0xffffffff;" : "+r"(m3));
#endif
  uint32_t rs0 = 0, rs1 = 0, rs2 = 0, pm0, pm7;
  uint64_t pm64;
#if CORPUS_SM80
  asm volatile("mov.u32 %0, %%reserved_smem_offset_begin;" : "=r"(rs0));
  asm volatile("mov.u32 %0, %%reserved_smem_offset_end;" : "=r"(rs1));
  asm volatile("mov.u32 %0, %%reserved_smem_offset_cap;" : "=r"(rs2));
#endif
  asm volatile("mov.u32 %0, %%pm0;" : "=r"(pm0));
  asm volatile("mov.u32 %0, %%pm7;" : "=r"(pm7));
  asm volatile("mov.u64 %0, %%pm3_64;" : "=l"(pm64));
  uint32_t cst, lu;
  asm("ld.const.u32 %0, [c_table+8];" : "=r"(cst));
  asm("ldu.global.u32 %0, [%1];" : "=r"(lu) : "l"(in + 5));
  out[threadIdx.x] = r0 + r1 + r2 + r3 + all + any + ballot + cta_popc + cta_and + cta_or + m0 + m1 + m2 + m3 +
                     rs0 + rs1 + rs2 + pm0 + pm7 + (uint32_t)pm64 + cst + lu + c_table[threadIdx.x & 63];
}

__global__ void int_chains(uint64_t* out, const uint32_t* a, const uint32_t* b, const uint16_t* h) {
  int i = threadIdx.x;
  uint32_t x = a[i], y = b[i], lo, hi, c0, c1, sat;
  uint16_t p = h[i], q = h[i + 64];
  asm("mad.lo.cc.u32 %0, %2, %3, %2;\n\t"
      "madc.hi.u32 %1, %2, %3, 0;" : "=r"(lo), "=r"(hi) : "r"(x), "r"(y));
  asm("mad.hi.sat.s32 %0, %1, %2, %1;" : "=r"(sat) : "r"(x), "r"(y));
  asm("mul.wide.u16 %0, %1, %2;" : "=r"(c0) : "h"(p), "h"(q));
  asm("mad.wide.s16 %0, %1, %2, %3;" : "=r"(c1) : "h"(p), "h"(q), "r"(c0));
  uint64_t w;
  asm("mad.lo.cc.u64 %0, %1, %1, %2;\n\t"
      "addc.u64 %0, %0, 1;" : "=l"(w) : "l"((uint64_t)x), "l"((uint64_t)y));
  unsigned short old;
#if CORPUS_ARCH >= 700
  __shared__ unsigned short s16[64];
  s16[i & 63] = p;
  __syncwarp();
  asm volatile("atom.shared.cas.b16 %0, [%1], %2, %3;" : "=h"(old) : "r"((uint32_t)__cvta_generic_to_shared(&s16[(i + 1) & 63])), "h"(p), "h"(q));
  asm volatile("atom.global.cas.b16 %0, [%1], %0, %2;" : "+h"(old) : "l"(h + 3), "h"(q));
#else
  old = 0;
#endif
  out[i] = lo + ((uint64_t)hi << 32) + sat + c0 + c1 + w + old;
}

__global__ void float_forms(double* d, float* f, uint32_t* u, int* s, const double* din, const float* fin) {
  int i = threadIdx.x;
  double x = din[i], r0, r1, r2;
  float y = fin[i];
  asm("rsqrt.approx.f64 %0, %1;" : "=d"(r0) : "d"(x));
  asm("sqrt.rn.f64 %0, %1;" : "=d"(r1) : "d"(x));
  asm("rcp.rn.f64 %0, %1;" : "=d"(r2) : "d"(x));
  int ri, rz;
  unsigned char us;
  asm("cvt.rni.s32.f64 %0, %1;" : "=r"(ri) : "d"(x));
  asm("cvt.rzi.sat.s32.f32 %0, %1;" : "=r"(rz) : "f"(y));
  {
    uint16_t t;
    asm("cvt.rni.sat.u8.f32 %0, %1;" : "=h"(t) : "f"(y));
    us = (unsigned char)t;
  }
  float ff;
  asm("cvt.rmi.f32.f32 %0, %1;" : "=f"(ff) : "f"(y));
  asm("cvt.rpi.ftz.f32.f32 %0, %0;" : "+f"(ff));
  uint32_t packed = 0, neg = 0, ab = 0, oob = 0;
#if CORPUS_SM80
  asm("cvt.rn.relu.satfinite.f16x2.f32 %0, %1, %2;" : "=r"(packed) : "f"(y), "f"(ff));
  asm("cvt.rn.relu.satfinite.bf16x2.f32 %0, %1, %2;" : "=r"(neg) : "f"(ff), "f"(y));
  asm("neg.bf16x2 %0, %0;" : "+r"(neg));
  asm("abs.bf16x2 %0, %1;" : "=r"(ab) : "r"(neg));
  asm("min.NaN.bf16x2 %0, %1, %2;" : "=r"(ab) : "r"(ab), "r"(packed));
#endif
#if CORPUS_ARCH >= 900
  asm("fma.rn.oob.f16x2 %0, %1, %2, %1;" : "=r"(oob) : "r"(packed), "r"(ab));
  asm("fma.rn.oob.relu.bf16x2 %0, %1, %2, %0;" : "+r"(oob) : "r"(neg), "r"(ab));
#endif
  d[i] = r0 + r1 + r2;
  f[i] = ff + us;
  u[i] = packed + neg + ab + oob;
  s[i] = ri + rz;
}

__global__ void narrow_types(uint32_t* out, const float2* in, const __nv_bfloat162* bin) {
  int i = threadIdx.x;
  float2 v = in[i];
  __nv_fp8x2_e4m3 a(v);
  __nv_fp8x2_e5m2 b(v);
  __nv_fp8_e4m3 c(v.x);
  __half2 ha = __half2(static_cast<__half2_raw>(__nv_cvt_fp8x2_to_halfraw2(a.__x, __NV_E4M3)));
  float back = float(c) + __low2float(ha) + __high2float(__half2(__nv_cvt_fp8x2_to_halfraw2(b.__x, __NV_E5M2)));
  __nv_fp8_storage_t t = __nv_cvt_bfloat16raw_to_fp8(__nv_bfloat16_raw(bin[i].x), __NV_SATFINITE, __NV_E4M3);
  __nv_fp8x2_storage_t t2 = __nv_cvt_bfloat16raw2_to_fp8x2(__nv_bfloat162_raw(bin[i]), __NV_NOSAT, __NV_E5M2);
  uint32_t r = a.__x + (b.__x << 16) + t + t2 + (uint32_t)back;
#ifdef HAVE_FP6
  __nv_fp6x2_e2m3 f6(v);
  __nv_fp6x2_e3m2 g6(v);
  __nv_fp4x2_e2m1 f4(v);
  __nv_fp4_e2m1 s4(v.y);
  float2 w = float2(f4);
  r += f6.__x + g6.__x + f4.__x + s4.__x + (uint32_t)(w.x + w.y + float(__nv_fp6_e2m3(v.x)));
  __nv_fp8_e8m0 e(v.x);
  r += e.__x + (uint32_t)float(e);
  __nv_fp8x2_e8m0 e2(v);
  r += e2.__x;
#endif
  out[i] = r;
}
