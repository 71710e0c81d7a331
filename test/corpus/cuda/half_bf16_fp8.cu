// half_bf16_fp8.cu - ptxlint real-PTX corpus
//
// Covers reduced-precision floating point (the header intrinsics expand to a
// lot of inline PTX with { } scoped .reg declarations):
//   * cuda_fp16.h: __half / __half2 arithmetic (add/sub/mul/div/fma, _sat,
//     _relu, _rn variants), comparisons (__hlt, __hbeq2, *_mask), min/max incl.
//     _nan variants, math (hexp, hlog, hsqrt, hrsqrt, hrcp, htanh, h2sin...),
//     conversions to/from float, double, int, short, unsigned, long long with
//     every rounding mode, bit reinterpretation (__half_as_ushort etc.)
//   * cuda_bf16.h: the same for __nv_bfloat16 / __nv_bfloat162 (native on
//     sm_80+, emulated by the header on sm_75), __hcmadd complex FMA
//   * cuda_fp8.h: __nv_fp8_e4m3 / __nv_fp8_e5m2 scalar, x2 and x4 types,
//     __nv_cvt_* conversions with __NV_SATFINITE / __NV_NOSAT, e8m0 scale
//     types (cvt ... ue8m0x2 on sm_100+)
//   * cuda_fp6.h / cuda_fp4.h: e2m3 / e3m2 / e2m1 conversions
//   * raw inline-PTX packed ops: fma.rn.relu.bf16x2, ex2.approx.f16x2,
//     tanh.approx, min.xorsign.abs (sm_86+), cvt.rna.tf32.f32, cvt.rn.f16x2.f32,
//     cvt.rn.satfinite.e4m3x2.f32 (sm_89+), packed f32x2 add/fma (sm_100+),
//     e2m1x2 / ue8m0x2 cvt through a .b8 register (sm_100+ a/f), cvt.rs (sm_100a/103a)
#include <cuda_bf16.h>
#include <cuda_fp16.h>
#include <cuda_fp4.h>
#include <cuda_fp6.h>
#include <cuda_fp8.h>

#include "corpus_features.cuh"

// ---------------------------------------------------------------- fp16 ----
extern "C" __global__ void half_arith(const __half* a, const __half* b, const __half* c, __half* out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  __half x = a[i], y = b[i], z = c[i];
  __half r = __hadd(x, y);
  r = __hsub(r, z);
  r = __hmul(r, x);
  r = __hfma(r, y, z);
  r = __hadd_sat(r, x);
  r = __hfma_sat(r, y, z);
  r = __hmul_rn(r, z);
  r = __hdiv(r, __hadd(y, __float2half(1.0f)));
  r = __hneg(r);
  r = __habs(r);
#if CORPUS_SM80
  r = __hfma_relu(r, x, z);
  r = __hmax_nan(r, y);
  r = __hmin_nan(r, z);
#endif
  r = __hmax(r, __hmin(x, y));
  r = r + x * y - z / __float2half(3.0f);  // operator overloads
  if (__hlt(r, x) || __hisnan(r) || __hisinf(y)) r = __hge(y, z) ? y : z;
  out[i] = r;
}

__global__ void half2_arith(const __half2* a, const __half2* b, __half2* out, unsigned* masks, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  __half2 x = a[i], y = b[i];
  __half2 r = __hadd2(x, y);
  r = __hsub2(r, y);
  r = __hmul2(r, x);
  r = __hfma2(r, x, y);
  r = __hfma2_sat(r, x, y);
  r = __h2div(r, __hadd2(y, __float2half2_rn(2.0f)));
  r = __hneg2(r);
  r = __habs2(r);
  r = __hmax2(r, __hmin2(x, y));
#if CORPUS_SM80
  r = __hfma2_relu(r, x, y);
  r = __hmax2_nan(r, y);
  r = __hcmadd(r, x, y);
#endif
  r = __lowhigh2highlow(r);
  r = __halves2half2(__high2half(r), __low2half(x));
  r = __hadd2(r, __lows2half2(x, y));
  r = __hadd2(r, __highs2half2(x, y));
  bool b_eq = __hbeq2(x, y);
  bool b_lt = __hblt2(x, y);
  unsigned m = __hgt2_mask(x, y) ^ __hle2_mask(x, y) ^ __heq2_mask(r, x);
  masks[i] = m + b_eq + 2 * b_lt;
  out[i] = r;
}

__global__ void half_math(const __half2* in, __half2* out, __half* sout, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  __half2 x = in[i];
  __half2 r = h2exp(x);
  r = __hadd2(r, h2exp2(x));
  r = __hadd2(r, h2exp10(x));
  r = __hadd2(r, h2log(__habs2(x)));
  r = __hadd2(r, h2log2(__habs2(x)));
  r = __hadd2(r, h2log10(__habs2(x)));
  r = __hadd2(r, h2sqrt(__habs2(x)));
  r = __hadd2(r, h2rsqrt(__habs2(x)));
  r = __hadd2(r, h2rcp(x));
  r = __hadd2(r, h2sin(x));
  r = __hadd2(r, h2cos(x));
  r = __hadd2(r, h2trunc(x));
  r = __hadd2(r, h2ceil(x));
  r = __hadd2(r, h2floor(x));
  r = __hadd2(r, h2rint(x));
  __half s = __low2half(x);
  __half t = hexp(s) + hlog(__habs(s)) + hsqrt(__habs(s)) + hrsqrt(__habs(s)) + hrcp(s) + hsin(s) + hcos(s);
  t = t + htanh(s) + htanh_approx(s);
  r = __hadd2(r, h2tanh(x));
  out[i] = r;
  sout[i] = t + hceil(s) + hfloor(s) + htrunc(s) + hrint(s);
}

// Conversions with every rounding mode, and bit reinterpretation.
__global__ void half_conversions(const float* f, const double* d, const int* iv, __half* h, float* fo, int* io,
                                 long long* llo, unsigned short* bits, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  float x = f[i];
  __half a = __float2half(x);
  __half b = __float2half_rz(x) + __float2half_rd(x) + __float2half_ru(x) + __float2half_rn(x);
  __half c = __double2half(d[i]);
  __half e = __int2half_rn(iv[i]) + __int2half_rz(iv[i]) + __uint2half_rd((unsigned)iv[i]) +
             __short2half_ru((short)iv[i]) + __ll2half_rn((long long)iv[i]) + __ushort2half_rz((unsigned short)iv[i]);
  h[i] = a + b + c + e;
  fo[i] = __half2float(a) + __low2float(__float22half2_rn(make_float2(x, -x))) + __high2float(__floats2half2_rn(x, x));
  io[i] = __half2int_rn(b) + __half2int_rz(b) + __half2int_rd(c) + __half2int_ru(c) + (int)__half2uint_rn(e) +
          (int)__half2short_rz(a) + (int)__half2ushort_rd(a);
  llo[i] = __half2ll_rn(e) + (long long)__half2ull_rz(e);
  bits[i] = __half_as_ushort(a) ^ (unsigned short)__half_as_short(b) ^ __half_as_ushort(__ushort_as_half(0x3c00));
}

// ---------------------------------------------------------------- bf16 ----
extern "C" __global__ void bf16_arith(const __nv_bfloat16* a, const __nv_bfloat162* b2, __nv_bfloat16* out,
                                      __nv_bfloat162* out2, float* fo, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  __nv_bfloat16 x = a[i];
  __nv_bfloat162 y = b2[i];
  __nv_bfloat16 r = __hadd(x, __low2bfloat16(y));
  r = __hmul(r, __high2bfloat16(y));
#if CORPUS_SM80  // bf16 FMA (__hfma/__hfma2/__hcmadd) has no sm_75 fallback in cuda_bf16.h
  r = __hfma(r, x, __float2bfloat16(0.5f));
#endif
  r = __hsub(r, x);
  r = __hdiv(r, __hadd(x, __float2bfloat16(2.0f)));
  r = __hmax(r, __hmin(x, __low2bfloat16(y)));
  r = __habs(__hneg(r));
  r = r * x + __float2bfloat16(1.0f);
#if CORPUS_SM80
  r = __hfma_relu(r, x, x);
  r = __hmax_nan(r, x);
#endif
  __nv_bfloat162 s = __hadd2(y, __bfloat162bfloat162(x));
#if CORPUS_SM80
  s = __hfma2(s, y, y);
#endif
  s = __hmul2(s, __floats2bfloat162_rn(0.25f, 4.0f));
  s = __hmax2(s, __hneg2(y));
  s = h2exp(s);
  s = __hadd2(s, h2log(__habs2(y)));
  s = __hadd2(s, h2sqrt(__habs2(y)));
  s = __hadd2(s, h2sin(y));
  s = __hadd2(s, h2tanh(y));
#if CORPUS_SM80
  s = __hcmadd(s, y, y);
#endif
  out[i] = r + hexp(x) + hsqrt(__habs(x)) + hrcp(__hadd(x, __float2bfloat16(3.0f)));
  out2[i] = s;
  float2 f2 = __bfloat1622float2(s);
  fo[i] = __bfloat162float(r) + f2.x + f2.y + __low2float(y) + (float)__bfloat162int_rz(x) +
          (float)__bfloat162uint_rn(__habs(x)) + __bfloat162float(__float2bfloat16_rz(f2.x)) +
          __bfloat162float(__double2bfloat16((double)f2.y)) + __bfloat162float(__int2bfloat16_rn(i)) +
          __bfloat162float(__ushort_as_bfloat16(__bfloat16_as_ushort(x)));
}

// -------------------------------------------------------------- fp8/e8m0 --
__global__ void fp8_conversions(const float* in, __nv_fp8_e4m3* e4, __nv_fp8_e5m2* e5, __nv_fp8x2_e4m3* e4x2,
                                __nv_fp8x4_e5m2* e5x4, __nv_fp8x4_e4m3* e4x4, float* back, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (4 * i + 3 >= n) return;
  float a = in[4 * i], b = in[4 * i + 1], c = in[4 * i + 2], d = in[4 * i + 3];
  __nv_fp8_e4m3 q4(a);
  __nv_fp8_e5m2 q5(b);
  __nv_fp8x2_e4m3 p4(make_float2(a, b));
  __nv_fp8x4_e5m2 v5(make_float4(a, b, c, d));
  __nv_fp8x4_e4m3 v4(make_float4(d, c, b, a));
  e4[i] = q4;
  e5[i] = q5;
  e4x2[i] = p4;
  e5x4[i] = v5;
  e4x4[i] = v4;
  float2 r2 = static_cast<float2>(p4);
  float4 r4 = static_cast<float4>(v5);
  float4 s4 = static_cast<float4>(v4);
  back[i] = float(q4) + float(q5) + r2.x + r2.y + r4.x + r4.w + s4.y + s4.z;
}

__global__ void fp8_raw_cvt(const float2* f2, const __half2* h2, const __nv_bfloat162* b2, unsigned short* x2out,
                            unsigned char* xout, __half2* hback, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  __nv_fp8x2_storage_t s0 = __nv_cvt_float2_to_fp8x2(f2[i], __NV_SATFINITE, __NV_E4M3);
  __nv_fp8x2_storage_t s1 = __nv_cvt_float2_to_fp8x2(f2[i], __NV_NOSAT, __NV_E5M2);
  __nv_fp8x2_storage_t s2 = __nv_cvt_halfraw2_to_fp8x2(__half2_raw(h2[i]), __NV_SATFINITE, __NV_E5M2);
  __nv_fp8x2_storage_t s3 = __nv_cvt_bfloat16raw2_to_fp8x2(__nv_bfloat162_raw(b2[i]), __NV_SATFINITE, __NV_E4M3);
  __nv_fp8_storage_t t0 = __nv_cvt_float_to_fp8(f2[i].x, __NV_SATFINITE, __NV_E5M2);
  __nv_fp8_storage_t t1 = __nv_cvt_double_to_fp8((double)f2[i].y, __NV_NOSAT, __NV_E4M3);
  __nv_fp8_storage_t t2 = __nv_cvt_halfraw_to_fp8(__half_raw(__low2half(h2[i])), __NV_SATFINITE, __NV_E4M3);
  __half2_raw back = __nv_cvt_fp8x2_to_halfraw2(s0, __NV_E4M3);
  __half_raw back1 = __nv_cvt_fp8_to_halfraw(t0, __NV_E5M2);
  x2out[i] = s0 ^ s1 ^ s2 ^ s3;
  xout[i] = t0 ^ t1 ^ t2;
  hback[i] = __hadd2(__half2(back), __half2half2(__half(back1)));
}

__global__ void e8m0_scales(const float* in, unsigned char* s, __nv_bfloat162* out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (2 * i + 1 >= n) return;
  __nv_fp8_storage_t a = __nv_cvt_float_to_e8m0(in[2 * i], __NV_SATFINITE, cudaRoundPosInf);
  __nv_fp8x2_storage_t b =
      __nv_cvt_float2_to_e8m0x2(make_float2(in[2 * i], in[2 * i + 1]), __NV_NOSAT, cudaRoundZero);
  __nv_fp8_e8m0 scale(in[2 * i + 1]);
  s[i] = a ^ (unsigned char)b ^ scale.__x;
  out[i] = __nv_bfloat162(__nv_cvt_e8m0x2_to_bf162raw(b));
}

// --------------------------------------------------------------- fp6/fp4 --
__global__ void fp6_fp4_conversions(const float2* in, unsigned char* fp6, unsigned char* fp4, __half2* back, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  float2 v = in[i];
  __nv_fp6_storage_t a = __nv_cvt_float_to_fp6(v.x, __NV_E2M3, cudaRoundNearest);
  __nv_fp6x2_storage_t b = __nv_cvt_float2_to_fp6x2(v, __NV_E3M2, cudaRoundNearest);
  __nv_fp4_storage_t c = __nv_cvt_float_to_fp4(v.y, __NV_E2M1, cudaRoundNearest);
  __nv_fp4x2_storage_t d = __nv_cvt_float2_to_fp4x2(v, __NV_E2M1, cudaRoundNearest);
  __nv_fp4x4_e2m1 q(make_float4(v.x, v.y, -v.x, -v.y));
  __nv_fp6x4_e2m3 r(make_float4(v.y, v.x, 0.5f, -0.5f));
  fp6[i] = a ^ (unsigned char)b;
  fp4[i] = c ^ d ^ (unsigned char)q.__x ^ (unsigned char)r.__x;
  __half2_raw h = __nv_cvt_fp4x2_to_halfraw2(d, __NV_E2M1);
  __half2_raw g = __nv_cvt_fp6x2_to_halfraw2(b, __NV_E3M2);
  back[i] = __hadd2(__half2(h), __half2(g));
}

// ------------------------------------------------- raw packed inline PTX --
__global__ void packed_inline_ptx(const unsigned* a, const unsigned* b, const float* f, unsigned* out,
                                  float* fout, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  unsigned x = a[i], y = b[i], r = 0;
  float fx = f[i];
  unsigned short hx;
  asm("ex2.approx.f16x2 %0, %1;" : "=r"(r) : "r"(x));
  asm("cvt.rn.f16.f32 %0, %1;" : "=h"(hx) : "f"(fx));
  asm("{\n\t.reg .f16 lo, hi;\n\tmov.b32 {lo, hi}, %1;\n\tadd.f16 lo, lo, hi;\n\tmov.b32 %0, {lo, lo};\n\t}"
      : "=r"(x) : "r"(x));
  float t;
  asm("tanh.approx.f32 %0, %1;" : "=f"(t) : "f"(fx));
#if CORPUS_SM80
  asm("fma.rn.relu.bf16x2 %0, %1, %2, %0;" : "+r"(r) : "r"(x), "r"(y));
  unsigned tf;
  asm("cvt.rna.tf32.f32 %0, %1;" : "=r"(tf) : "f"(fx));
  unsigned pk;
  asm("cvt.rn.bf16x2.f32 %0, %1, %2;" : "=r"(pk) : "f"(fx), "f"(t));
  asm("cvt.rn.relu.f16x2.f32 %0, %1, %2;" : "=r"(y) : "f"(fx), "f"(t));
  r ^= tf ^ pk;
#endif
#if CORPUS_SM86
  asm("min.xorsign.abs.f16x2 %0, %1, %2;" : "=r"(y) : "r"(x), "r"(y));
  asm("max.NaN.xorsign.abs.bf16x2 %0, %0, %1;" : "+r"(y) : "r"(x));
#endif
#if CORPUS_SM89
  unsigned short e4;
  asm("cvt.rn.satfinite.e4m3x2.f32 %0, %1, %2;" : "=h"(e4) : "f"(fx), "f"(t));
  unsigned h2;
  asm("cvt.rn.f16x2.e4m3x2 %0, %1;" : "=r"(h2) : "h"(e4));
  r ^= h2;
#endif
#if CORPUS_SM90
  asm("tanh.approx.bf16x2 %0, %0;" : "+r"(y));
  asm("ex2.approx.ftz.bf16x2 %0, %0;" : "+r"(y));
#endif
#if CORPUS_SM100
  unsigned long long p2 = ((unsigned long long)__float_as_uint(t) << 32) | __float_as_uint(fx);
  unsigned long long q2;
  asm("add.rn.f32x2 %0, %1, %1;" : "=l"(q2) : "l"(p2));
  asm("fma.rz.f32x2 %0, %1, %1, %0;" : "+l"(q2) : "l"(p2));
  float2 w = __ffma2_rn(make_float2(fx, t), make_float2(t, fx), make_float2(1.0f, 2.0f));
  t += w.x + w.y + __uint_as_float((unsigned)q2);
#endif
#if CORPUS_HAS_FP4_CVT
  unsigned short ue;
  asm("cvt.rp.satfinite.ue8m0x2.f32 %0, %1, %2;" : "=h"(ue) : "f"(fx), "f"(t));
  unsigned short e2;
  unsigned h4;
  asm("{\n\t.reg .b8 tmp;\n\t"
      "cvt.rn.satfinite.e2m1x2.f32 tmp, %2, %3;\n\t"
      "cvt.u16.u8 %0, tmp;\n\t"
      "cvt.rn.f16x2.e2m1x2 %1, tmp;\n\t"
      "}"
      : "=h"(e2), "=r"(h4)
      : "f"(fx), "f"(t));
  unsigned bfs;
  asm("cvt.rn.bf16x2.ue8m0x2 %0, %1;" : "=r"(bfs) : "h"(ue));
  r ^= ue ^ e2 ^ h4 ^ bfs;
#endif
#if CORPUS_HAS_CVT_RS
  unsigned rs4;
  asm("cvt.rs.satfinite.e4m3x4.f32 %0, {%1, %2, %3, %4}, %5;" : "=r"(rs4) : "f"(fx), "f"(t), "f"(fx), "f"(t), "r"(x));
  r ^= rs4;
#endif
  out[i] = r ^ x ^ y ^ hx;
  fout[i] = t;
}
