// narrow_fp_api.cu - ptxlint real-PTX corpus
//
// The whole conversion API of cuda_fp8.h, cuda_fp6.h and cuda_fp4.h through
// plain CUDA (no inline PTX): every __nv_cvt_* function from float, double,
// half and bfloat16 (scalar and x2) with each interpretation (E4M3/E5M2,
// E2M3/E3M2, E2M1), saturation mode (__NV_NOSAT/__NV_SATFINITE) and rounding
// mode the e8m0/fp6/fp4 functions take (cudaRoundNearest/Zero/PosInf/MinInf),
// and back to half/bfloat16; the class types (__nv_fp8_e4m3, __nv_fp8x2_e5m2,
// __nv_fp8x4_e4m3, __nv_fp8_e8m0, __nv_fp6x2_e3m2, __nv_fp4x4_e2m1 ...)
// constructed from and converted to float, double, __half, __nv_bfloat16,
// integers, float2/float4 and double2/double4. The header picks hardware cvt
// on the targets that have it (sm_89+, sm_100a/f, sm_120a/f ...) and a
// bit-manipulating software path elsewhere, so each target gets other PTX.
// corpus-quick-archs: sm_75 sm_89 sm_100a sm_120a
#include <cuda_fp16.h>
#include <cuda_bf16.h>
#include <cuda_fp8.h>
#include <cuda_fp6.h>
#include <cuda_fp4.h>

__global__ void fp8_cvt_all(const float *f, const double *d, const __half *h,
                            const __nv_bfloat16 *b, unsigned char *o8,
                            unsigned short *o16, __half *oh, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  float2 f2 = make_float2(f[i], f[i + 1]);
  double2 d2 = make_double2(d[i], d[i + 1]);
  __half2_raw h2 = __half2(h[i], h[i + 1]);
  __nv_bfloat162_raw b2 = __nv_bfloat162(b[i], b[i + 1]);
  int k = 0;
#pragma unroll
  for (int s = 0; s < 2; ++s) {
    __nv_saturation_t sat = s ? __NV_SATFINITE : __NV_NOSAT;
#pragma unroll
    for (int t = 0; t < 2; ++t) {
      __nv_fp8_interpretation_t it = t ? __NV_E5M2 : __NV_E4M3;
      o8[8 * n * k + i] = __nv_cvt_float_to_fp8(f[i], sat, it);
      o8[8 * n * k + n + i] = __nv_cvt_double_to_fp8(d[i], sat, it);
      o8[8 * n * k + 2 * n + i] = __nv_cvt_halfraw_to_fp8(h[i], sat, it);
      o8[8 * n * k + 3 * n + i] = __nv_cvt_bfloat16raw_to_fp8(b[i], sat, it);
      o16[4 * n * k + i] = __nv_cvt_float2_to_fp8x2(f2, sat, it);
      o16[4 * n * k + n + i] = __nv_cvt_double2_to_fp8x2(d2, sat, it);
      o16[4 * n * k + 2 * n + i] = __nv_cvt_halfraw2_to_fp8x2(h2, sat, it);
      o16[4 * n * k + 3 * n + i] = __nv_cvt_bfloat16raw2_to_fp8x2(b2, sat, it);
      __half_raw back = __nv_cvt_fp8_to_halfraw(o8[i], it);
      __half2_raw back2 = __nv_cvt_fp8x2_to_halfraw2(o16[i], it);
      oh[4 * n * k + i] = back;
      oh[4 * n * k + n + i] = __half2(back2).x;
      oh[4 * n * k + 2 * n + i] = __half2(back2).y;
      ++k;
    }
  }
}

__global__ void e8m0_cvt_all(const float *f, const double *d,
                             const __nv_bfloat16 *b, unsigned char *o8,
                             unsigned short *o16, __nv_bfloat16 *ob, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  const cudaRoundMode modes[2] = {cudaRoundZero, cudaRoundPosInf};
  int k = 0;
#pragma unroll
  for (int s = 0; s < 2; ++s) {
#pragma unroll
    for (int r = 0; r < 2; ++r) {
      __nv_saturation_t sat = s ? __NV_SATFINITE : __NV_NOSAT;
      o8[4 * n * k + i] = __nv_cvt_float_to_e8m0(f[i], sat, modes[r]);
      o8[4 * n * k + n + i] = __nv_cvt_double_to_e8m0(d[i], sat, modes[r]);
      o8[4 * n * k + 2 * n + i] = __nv_cvt_bfloat16raw_to_e8m0(b[i], sat, modes[r]);
      o16[3 * n * k + i] =
          __nv_cvt_float2_to_e8m0x2(make_float2(f[i], f[i + 1]), sat, modes[r]);
      o16[3 * n * k + n + i] =
          __nv_cvt_double2_to_e8m0x2(make_double2(d[i], d[i + 1]), sat, modes[r]);
      o16[3 * n * k + 2 * n + i] = __nv_cvt_bfloat162raw_to_e8m0x2(
          __nv_bfloat162(b[i], b[i + 1]), sat, modes[r]);
      ++k;
    }
  }
  ob[i] = __nv_cvt_e8m0_to_bf16raw(o8[i]);
  __nv_bfloat162 pair = __nv_cvt_e8m0x2_to_bf162raw(o16[i]);
  ob[n + i] = pair.x + pair.y;
}

__global__ void fp6_fp4_cvt_all(const float *f, const double *d, const __half *h,
                                const __nv_bfloat16 *b, unsigned char *o8,
                                __half *oh, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  float2 f2 = make_float2(f[i], f[i + 1]);
  double2 d2 = make_double2(d[i], d[i + 1]);
  __half2_raw h2 = __half2(h[i], h[i + 1]);
  __nv_bfloat162_raw b2 = __nv_bfloat162(b[i], b[i + 1]);
  int k = 0;
#pragma unroll
  for (int t = 0; t < 2; ++t) {
    __nv_fp6_interpretation_t it = t ? __NV_E3M2 : __NV_E2M3;
    o8[9 * n * k + i] = __nv_cvt_float_to_fp6(f[i], it, cudaRoundNearest);
    o8[9 * n * k + n + i] = __nv_cvt_double_to_fp6(d[i], it, cudaRoundZero);
    o8[9 * n * k + 2 * n + i] = __nv_cvt_halfraw_to_fp6(h[i], it, cudaRoundNearest);
    o8[9 * n * k + 3 * n + i] = __nv_cvt_bfloat16raw_to_fp6(b[i], it, cudaRoundNearest);
    unsigned short p0 = __nv_cvt_float2_to_fp6x2(f2, it, cudaRoundNearest);
    unsigned short p1 = __nv_cvt_double2_to_fp6x2(d2, it, cudaRoundNearest);
    unsigned short p2 = __nv_cvt_halfraw2_to_fp6x2(h2, it, cudaRoundNearest);
    unsigned short p3 = __nv_cvt_bfloat16raw2_to_fp6x2(b2, it, cudaRoundNearest);
    o8[9 * n * k + 4 * n + i] = (unsigned char)(p0 ^ p1 ^ p2 ^ p3);
    oh[4 * n * k + i] = __nv_cvt_fp6_to_halfraw(o8[i], it);
    __half2 hb = __nv_cvt_fp6x2_to_halfraw2(p0, it);
    oh[4 * n * k + n + i] = hb.x + hb.y;
    ++k;
  }
  o8[9 * n * k + i] = __nv_cvt_float_to_fp4(f[i], __NV_E2M1, cudaRoundNearest);
  o8[9 * n * k + n + i] = __nv_cvt_double_to_fp4(d[i], __NV_E2M1, cudaRoundNearest);
  o8[9 * n * k + 2 * n + i] = __nv_cvt_halfraw_to_fp4(h[i], __NV_E2M1, cudaRoundNearest);
  o8[9 * n * k + 3 * n + i] = __nv_cvt_bfloat16raw_to_fp4(b[i], __NV_E2M1, cudaRoundNearest);
  o8[9 * n * k + 4 * n + i] = __nv_cvt_float2_to_fp4x2(f2, __NV_E2M1, cudaRoundNearest);
  o8[9 * n * k + 5 * n + i] = __nv_cvt_double2_to_fp4x2(d2, __NV_E2M1, cudaRoundNearest);
  o8[9 * n * k + 6 * n + i] = __nv_cvt_halfraw2_to_fp4x2(h2, __NV_E2M1, cudaRoundNearest);
  o8[9 * n * k + 7 * n + i] = __nv_cvt_bfloat16raw2_to_fp4x2(b2, __NV_E2M1, cudaRoundNearest);
  oh[i] = __nv_cvt_fp4_to_halfraw(o8[i], __NV_E2M1);
  __half2 q = __nv_cvt_fp4x2_to_halfraw2(o8[n + i], __NV_E2M1);
  oh[n + i] = q.x - q.y;
}

template <typename T>
__device__ float roundtrip(float x, double y, __half h, __nv_bfloat16 b, int i,
                           long long l, unsigned u) {
  T a(x), c(y), e(h), g(b), j(i), m(l), p(u);
  float r = float(a) + float(double(c)) + __half2float(__half(e)) +
            __bfloat162float(__nv_bfloat16(g));
  r += (float)int(j) + (float)(long long)(m) + (float)(unsigned)(p);
  r += (float)(short)(a) + (float)(unsigned char)(c) + (bool)(e ? 1.f : 0.f);
  return r;
}

template <typename T2, typename T4>
__device__ float roundtrip_vec(float4 v, double4 dv, __half2 h2,
                               __nv_bfloat162 b2) {
  T2 a(make_float2(v.x, v.y)), c(make_double2(dv.x, dv.y)), e(h2), g(b2);
  T4 w(v), z(dv);
  float2 fa = float2(a);
  __half2 hc = __half2(c);
  float4 fw = float4(w);
  float4 fz = float4(z);
  return fa.x + fa.y + __low2float(hc) + __high2float(__half2(e)) +
         __low2float(__half2(g)) + fw.x + fw.w + fz.y + fz.z;
}

__global__ void fp_classes(const float4 *v, const double4 *dv, const __half2 *h2,
                           const __nv_bfloat162 *b2, float *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  float x = v[i].x;
  double y = dv[i].y;
  __half h = h2[i].x;
  __nv_bfloat16 b = b2[i].y;
  float r = roundtrip<__nv_fp8_e4m3>(x, y, h, b, i, -3ll * i, 7u * i);
  r += roundtrip<__nv_fp8_e5m2>(x, y, h, b, i, 5ll * i, 9u + i);
  r += roundtrip<__nv_fp6_e2m3>(x, y, h, b, i, 2ll, 3u);
  r += roundtrip<__nv_fp6_e3m2>(x, y, h, b, i, 4ll, 1u);
  r += roundtrip<__nv_fp4_e2m1>(x, y, h, b, i, 1ll, 2u);
  r += roundtrip_vec<__nv_fp8x2_e4m3, __nv_fp8x4_e4m3>(v[i], dv[i], h2[i], b2[i]);
  r += roundtrip_vec<__nv_fp8x2_e5m2, __nv_fp8x4_e5m2>(v[i], dv[i], h2[i], b2[i]);
  r += roundtrip_vec<__nv_fp6x2_e2m3, __nv_fp6x4_e2m3>(v[i], dv[i], h2[i], b2[i]);
  r += roundtrip_vec<__nv_fp6x2_e3m2, __nv_fp6x4_e3m2>(v[i], dv[i], h2[i], b2[i]);
  r += roundtrip_vec<__nv_fp4x2_e2m1, __nv_fp4x4_e2m1>(v[i], dv[i], h2[i], b2[i]);
  __nv_fp8_e8m0 s(x);
  __nv_fp8_e8m0 s2(y);
  __nv_fp8x2_e8m0 sp(make_float2(x, r));
  r += float(s) * float(s2) + float2(sp).y;
  out[i] = r;
}
