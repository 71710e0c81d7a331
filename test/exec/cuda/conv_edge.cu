// End-to-end: conversions at their boundaries with every rounding mode.
// f32/f64 -> s32/u32/s64/u64 (__float2int_rn/rz/ru/rd ... __double2ull_rd:
// saturation at the integer limits, NaN -> 0 per PTX ISA 9.7.10.20 only where
// the device code is one cvt), integers -> f32/f64 in four modes, f64 -> f32,
// f32 -> f16/bf16 in four modes, __saturatef, half/bf16 min/max with and
// without _nan, and fp8 e4m3/e5m2 with __NV_SATFINITE and __NV_NOSAT (the
// hardware cvt on sm_89+, cuda_fp8.hpp's software path before and for NOSAT),
// fp8x2 <-> half2. Expected values: conv_edge.py.
#include <cuda_bf16.h>
#include <cuda_fp16.h>
#include <cuda_fp8.h>
#include <cstdint>

extern "C" __global__ void f2i(const float *xs, const double *ds, unsigned long long *o, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  float x = xs[i];
  double d = ds[i];
  unsigned long long *p = o + 32 * i;
  p[0] = (unsigned)__float2int_rn(x); p[1] = (unsigned)__float2int_rz(x);
  p[2] = (unsigned)__float2int_ru(x); p[3] = (unsigned)__float2int_rd(x);
  p[4] = __float2uint_rn(x); p[5] = __float2uint_rz(x);
  p[6] = __float2uint_ru(x); p[7] = __float2uint_rd(x);
  p[8] = __float2ll_rn(x); p[9] = __float2ll_rz(x);
  p[10] = __float2ll_ru(x); p[11] = __float2ll_rd(x);
  p[12] = __float2ull_rn(x); p[13] = __float2ull_rz(x);
  p[14] = __float2ull_ru(x); p[15] = __float2ull_rd(x);
  p[16] = (unsigned)__double2int_rn(d); p[17] = (unsigned)__double2int_rz(d);
  p[18] = (unsigned)__double2int_ru(d); p[19] = (unsigned)__double2int_rd(d);
  p[20] = __double2uint_rn(d); p[21] = __double2uint_rz(d);
  p[22] = __double2uint_ru(d); p[23] = __double2uint_rd(d);
  p[24] = __double2ll_rn(d); p[25] = __double2ll_rz(d);
  p[26] = __double2ll_ru(d); p[27] = __double2ll_rd(d);
  p[28] = __double2ull_rn(d); p[29] = __double2ull_rz(d);
  p[30] = __double2ull_ru(d); p[31] = __double2ull_rd(d);
}

extern "C" __global__ void i2f(const long long *ls, unsigned *o, unsigned long long *od, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  long long l = ls[i];
  int w = (int)l;
  unsigned *p = o + 16 * i;
  p[0] = __float_as_uint(__int2float_rn(w)); p[1] = __float_as_uint(__int2float_rz(w));
  p[2] = __float_as_uint(__int2float_ru(w)); p[3] = __float_as_uint(__int2float_rd(w));
  p[4] = __float_as_uint(__uint2float_rn(w)); p[5] = __float_as_uint(__uint2float_rz(w));
  p[6] = __float_as_uint(__uint2float_ru(w)); p[7] = __float_as_uint(__uint2float_rd(w));
  p[8] = __float_as_uint(__ll2float_rn(l)); p[9] = __float_as_uint(__ll2float_rz(l));
  p[10] = __float_as_uint(__ll2float_ru(l)); p[11] = __float_as_uint(__ll2float_rd(l));
  p[12] = __float_as_uint(__ull2float_rn(l)); p[13] = __float_as_uint(__ull2float_rz(l));
  p[14] = __float_as_uint(__ull2float_ru(l)); p[15] = __float_as_uint(__ull2float_rd(l));
  unsigned long long *q = od + 8 * i;
  q[0] = __double_as_longlong(__ll2double_rn(l)); q[1] = __double_as_longlong(__ll2double_rz(l));
  q[2] = __double_as_longlong(__ll2double_ru(l)); q[3] = __double_as_longlong(__ll2double_rd(l));
  q[4] = __double_as_longlong(__ull2double_rn(l)); q[5] = __double_as_longlong(__ull2double_rz(l));
  q[6] = __double_as_longlong(__ull2double_ru(l)); q[7] = __double_as_longlong(__ull2double_rd(l));
}

__device__ __forceinline__ unsigned h2u(__half2 h) { return *reinterpret_cast<unsigned *>(&h); }
__device__ __forceinline__ unsigned b2u(__nv_bfloat162 h) { return *reinterpret_cast<unsigned *>(&h); }

extern "C" __global__ void f2h(const float *xs, const double *ds, unsigned *o, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  float x = xs[i], y = xs[(i * 7 + 5) % n];
  double d = ds[i];
  unsigned *p = o + 16 * i;
  p[0] = __float_as_uint(__double2float_rn(d)); p[1] = __float_as_uint(__double2float_rz(d));
  p[2] = __float_as_uint(__double2float_ru(d)); p[3] = __float_as_uint(__double2float_rd(d));
  p[4] = __half_as_ushort(__float2half_rn(x)) | (unsigned)__half_as_ushort(__float2half_rz(x)) << 16;
  p[5] = __half_as_ushort(__float2half_ru(x)) | (unsigned)__half_as_ushort(__float2half_rd(x)) << 16;
  p[6] = __bfloat16_as_ushort(__float2bfloat16_rn(x)) |
         (unsigned)__bfloat16_as_ushort(__float2bfloat16_rz(x)) << 16;
  p[7] = __bfloat16_as_ushort(__float2bfloat16_ru(x)) |
         (unsigned)__bfloat16_as_ushort(__float2bfloat16_rd(x)) << 16;
  p[8] = __float_as_uint(__saturatef(x));
  __half hx = __float2half_rn(x), hy = __float2half_rn(y);
  p[9] = __half_as_ushort(__hmax(hx, hy)) | (unsigned)__half_as_ushort(__hmin(hx, hy)) << 16;
  p[10] = __half_as_ushort(__hmax_nan(hx, hy)) | (unsigned)__half_as_ushort(__hmin_nan(hx, hy)) << 16;
  __nv_bfloat16 bx = __float2bfloat16_rn(x), by = __float2bfloat16_rn(y);
  p[11] = __bfloat16_as_ushort(__hmax(bx, by)) | (unsigned)__bfloat16_as_ushort(__hmin(bx, by)) << 16;
  p[12] = __bfloat16_as_ushort(__hmax_nan(bx, by)) |
          (unsigned)__bfloat16_as_ushort(__hmin_nan(bx, by)) << 16;
  p[13] = h2u(__hmax2_nan(__halves2half2(hx, hy), __halves2half2(hy, hx)));
  p[14] = b2u(__hmin2_nan(__halves2bfloat162(bx, by), __halves2bfloat162(by, bx)));
  p[15] = __half_as_ushort(__double2half(d)) | (unsigned)__bfloat16_as_ushort(__double2bfloat16(d)) << 16;
}

extern "C" __global__ void fp8(const float *xs, const double *ds, unsigned *o, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  float x = xs[i], y = xs[(i * 7 + 5) % n];
  double d = ds[i];
  unsigned *p = o + 8 * i;
  p[0] = __nv_cvt_float_to_fp8(x, __NV_SATFINITE, __NV_E4M3) |
         __nv_cvt_float_to_fp8(x, __NV_NOSAT, __NV_E4M3) << 8 |
         __nv_cvt_float_to_fp8(x, __NV_SATFINITE, __NV_E5M2) << 16 |
         __nv_cvt_float_to_fp8(x, __NV_NOSAT, __NV_E5M2) << 24;
  p[1] = __nv_cvt_double_to_fp8(d, __NV_SATFINITE, __NV_E4M3) |
         __nv_cvt_double_to_fp8(d, __NV_NOSAT, __NV_E5M2) << 8 |
         (unsigned)__nv_cvt_float2_to_fp8x2(make_float2(x, y), __NV_SATFINITE, __NV_E4M3) << 16;
  __half2_raw hr;
  __half2 h2 = __floats2half2_rn(x, y);
  hr = h2;
  p[2] = __nv_cvt_halfraw2_to_fp8x2(hr, __NV_SATFINITE, __NV_E4M3) |
         (unsigned)__nv_cvt_halfraw2_to_fp8x2(hr, __NV_SATFINITE, __NV_E5M2) << 16;
  p[3] = __nv_cvt_halfraw2_to_fp8x2(hr, __NV_NOSAT, __NV_E4M3) |
         (unsigned)__nv_cvt_halfraw2_to_fp8x2(hr, __NV_NOSAT, __NV_E5M2) << 16;
  __nv_bfloat16_raw br = __float2bfloat16_rn(x);
  p[4] = __nv_cvt_bfloat16raw_to_fp8(br, __NV_SATFINITE, __NV_E4M3) |
         __nv_cvt_bfloat16raw_to_fp8(br, __NV_NOSAT, __NV_E5M2) << 8 |
         (unsigned)__nv_cvt_float2_to_fp8x2(make_float2(y, x), __NV_SATFINITE, __NV_E5M2) << 16;
  // fp8 -> half: every byte value, from the input's bits
  unsigned b = __float_as_uint(x);
  __half2_raw u = __nv_cvt_fp8x2_to_halfraw2((__nv_fp8x2_storage_t)(b & 0xffff), __NV_E4M3);
  p[5] = h2u(u);
  u = __nv_cvt_fp8x2_to_halfraw2((__nv_fp8x2_storage_t)(b >> 16), __NV_E5M2);
  p[6] = h2u(u);
  p[7] = __half_as_ushort(__half(__nv_cvt_fp8_to_halfraw((__nv_fp8_storage_t)(i & 0xff), __NV_E4M3))) |
         (unsigned)__half_as_ushort(__half(__nv_cvt_fp8_to_halfraw((__nv_fp8_storage_t)(i & 0xff), __NV_E5M2))) << 16;
}
