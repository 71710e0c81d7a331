// End-to-end: __half and __nv_bfloat16 arithmetic with _sat/_relu/_rn,
// every comparison (ordered and unordered, scalar, x2 masks), __hisinf,
// and their conversions to and from 8/16/32/64-bit integers in every
// rounding mode (saturation and NaN as the CUDA Math API documents them).
// bf16 arithmetic is fma.rn.bf16 on sm_80 and add/mul.bf16 on sm_90.
// Expected values: half_ops.py.
#include <cuda_bf16.h>
#include <cuda_fp16.h>
#include <cstdint>

template <class H> __device__ __forceinline__ unsigned short bits(H h) {
  return *reinterpret_cast<unsigned short *>(&h);
}
template <class H2> __device__ __forceinline__ unsigned bits2(H2 h) {
  return *reinterpret_cast<unsigned *>(&h);
}

template <class H, class H2> __device__ H2 make_h2(H a, H b);
template <> __device__ __half2 make_h2<__half, __half2>(__half a, __half b) { return __halves2half2(a, b); }
template <> __device__ __nv_bfloat162 make_h2<__nv_bfloat16, __nv_bfloat162>(__nv_bfloat16 a, __nv_bfloat16 b) {
  return __halves2bfloat162(a, b);
}

template <class H, class H2>
__device__ void arith(H a, H b, H c, unsigned *o) {
  o[0] = bits(__hadd(a, b)) | (unsigned)bits(__hsub(a, b)) << 16;
  o[1] = bits(__hmul(a, b)) | (unsigned)bits(__hfma(a, b, c)) << 16;
  o[2] = bits(__hadd_sat(a, b)) | (unsigned)bits(__hsub_sat(a, c)) << 16;
  o[3] = bits(__hmul_sat(a, b)) | (unsigned)bits(__hfma_sat(a, b, c)) << 16;
  o[4] = bits(__hfma_relu(a, b, c)) | (unsigned)bits(__hadd_rn(a, c)) << 16;
  o[5] = bits(__hmul_rn(b, c)) | (unsigned)bits(__hsub_rn(b, c)) << 16;
  o[6] = bits(__hneg(a)) | (unsigned)bits(__habs(b)) << 16;
  o[7] = __heq(a, b) | __hne(a, b) << 1 | __hlt(a, b) << 2 | __hle(a, b) << 3 | __hgt(a, b) << 4 |
         __hge(a, b) << 5 | __hequ(a, b) << 6 | __hneu(a, b) << 7 | __hltu(a, b) << 8 |
         __hleu(a, b) << 9 | __hgtu(a, b) << 10 | __hgeu(a, b) << 11 | __hisnan(a) << 12 |
         (__hisinf(a) & 0xff) << 16 | (__hisinf(b) & 0xff) << 24;
  H2 x = make_h2<H, H2>(a, b), y = make_h2<H, H2>(c, a);
  o[8] = __heq2_mask(x, y) ^ __hlt2_mask(x, y) << 1;
  o[9] = __hgeu2_mask(x, y) ^ __hneu2_mask(x, y) << 1;
  o[10] = __hle2_mask(x, y) ^ __hgtu2_mask(x, y) << 1;
  o[11] = bits2(__hadd2_sat(x, y));
  o[12] = bits2(__hfma2_relu(x, y, x));
  o[13] = bits2(__hmul2_rn(x, y));
}
extern "C" __global__ void hops(const unsigned short *in, unsigned *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  unsigned short ua = in[3 * i], ub = in[3 * i + 1], uc = in[3 * i + 2];
  __half a = __ushort_as_half(ua), b = __ushort_as_half(ub), c = __ushort_as_half(uc);
  __nv_bfloat16 ba = __ushort_as_bfloat16(ua), bb = __ushort_as_bfloat16(ub), bc = __ushort_as_bfloat16(uc);
  arith<__half, __half2>(a, b, c, out + 28 * i);
  arith<__nv_bfloat16, __nv_bfloat162>(ba, bb, bc, out + 28 * i + 14);
}

__device__ __forceinline__ long long pk4(unsigned a, unsigned b, unsigned c, unsigned d) {
  return (long long)((unsigned long long)a | (unsigned long long)b << 16 | (unsigned long long)c << 32 |
                     (unsigned long long)d << 48);
}

extern "C" __global__ void hconv(const unsigned short *in, const long long *ls, long long *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  unsigned short u = in[i];
  __half h = __ushort_as_half(u);
  __nv_bfloat16 b = __ushort_as_bfloat16(u);
  long long *o = out + 40 * i;
  o[0] = __half2int_rn(h); o[1] = __half2int_rz(h); o[2] = __half2int_ru(h); o[3] = __half2int_rd(h);
  o[4] = __half2uint_rn(h); o[5] = __half2uint_rz(h); o[6] = __half2uint_ru(h); o[7] = __half2uint_rd(h);
  o[8] = __half2short_rn(h); o[9] = __half2short_rz(h); o[10] = __half2ushort_ru(h); o[11] = __half2ushort_rd(h);
  o[12] = __half2ll_rn(h); o[13] = (long long)__half2ull_rd(h); o[14] = __half2char_rz(h); o[15] = __half2uchar_rz(h);
  o[16] = __bfloat162int_rn(b); o[17] = __bfloat162int_rz(b); o[18] = __bfloat162uint_ru(b); o[19] = __bfloat162uint_rd(b);
  o[20] = __bfloat162short_rn(b); o[21] = __bfloat162ushort_rz(b); o[22] = __bfloat162ll_rd(b); o[23] = (long long)__bfloat162ull_ru(b);
  o[24] = __bfloat162char_rz(b); o[25] = __bfloat162uchar_rz(b);
  long long l = ls[i];
  int w = (int)l;
  o[26] = pk4(bits(__int2half_rn(w)), bits(__int2half_rz(w)),
              bits(__int2half_ru(w)), bits(__int2half_rd(w)));
  o[27] = pk4(bits(__uint2half_rn(w)), bits(__uint2half_rz(w)),
              bits(__uint2half_ru(w)), bits(__uint2half_rd(w)));
  o[28] = pk4(bits(__ll2half_rn(l)), bits(__ll2half_rz(l)),
              bits(__ll2half_ru(l)), bits(__ll2half_rd(l)));
  o[29] = pk4(bits(__ull2half_rn(l)), bits(__ull2half_rz(l)),
              bits(__ull2half_ru(l)), bits(__ull2half_rd(l)));
  o[30] = pk4(bits(__short2half_rn((short)w)), bits(__short2half_rz((short)w)),
              bits(__ushort2half_ru((unsigned short)w)), bits(__ushort2half_rd((unsigned short)w)));
  o[31] = pk4(bits(__int2bfloat16_rn(w)), bits(__int2bfloat16_rz(w)),
              bits(__int2bfloat16_ru(w)), bits(__int2bfloat16_rd(w)));
  o[32] = pk4(bits(__ll2bfloat16_rn(l)), bits(__ll2bfloat16_rz(l)),
              bits(__ll2bfloat16_ru(l)), bits(__ll2bfloat16_rd(l)));
  o[33] = pk4(bits(__ull2bfloat16_rn(l)), bits(__uint2bfloat16_rz(w)),
              bits(__short2bfloat16_ru((short)w)), bits(__ushort2bfloat16_rd((unsigned short)w)));
  float2 f = __half22float2(__halves2half2(h, __ushort_as_half((unsigned short)w)));
  o[34] = (long long)__float_as_uint(f.x) | (long long)__float_as_uint(f.y) << 32;
  float2 g = __bfloat1622float2(__halves2bfloat162(b, __ushort_as_bfloat16((unsigned short)w)));
  o[35] = (long long)__float_as_uint(g.x) | (long long)__float_as_uint(g.y) << 32;
  o[36] = bits2(__float22half2_rn(g)) | (long long)bits2(__float22bfloat162_rn(f)) << 32;
  o[37] = pk4(bits(__double2half(__longlong_as_double(l))), bits(__double2bfloat16(__longlong_as_double(l))), 0, 0);
  o[38] = __half2ll_rz(h) ^ __bfloat162ll_rn(b);
  o[39] = (long long)__half2ull_ru(h) ^ (long long)__bfloat162ull_rz(b);
}
