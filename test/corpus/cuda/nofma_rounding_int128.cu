// nofma_rounding_int128.cu - ptxlint real-PTX corpus
//
// Compiled with -fmad=false -ftz=true: the PTX then spells out every
// rounding mode (mul.rn.ftz.f32, add.rn.f64, sub.rn.f16x2, mul.rn.bf16x2 ...)
// where fma contraction would otherwise hide it. Covers:
//   * every IEEE rounding-mode intrinsic: __f{add,sub,mul,div,fma}_r{n,z,u,d},
//     __fmul/fadd ieee forms, __frcp_r?, __fsqrt_r?, __frsqrt_rn, __d{add,sub,
//     mul,div}_r?, __fma_r?, __drcp_r?, __dsqrt_r?, and the conversion
//     intrinsics __float2{int,uint,ll,ull,half,bfloat16}_r?, __double2{float,
//     int,uint,ll,ull}_r?, __{int,uint,ll,ull}2{float,double}_r?
//   * the fast intrinsics __fdividef, __sinf, __cosf, __tanf, __sincosf,
//     __expf, __exp10f, __logf, __log2f, __log10f, __powf, __saturatef
//   * __half2 / __nv_bfloat162 arithmetic and math (h2sqrt, h2rsqrt, h2exp,
//     h2log2, h2sin, h2ceil, __hfma2_relu, __hmul2_rn, __hsub2_sat ...)
//   * signed and unsigned __int128: add/sub/mul/div/rem, shifts by variable
//     amounts, comparisons, conversions from and to double and float
// corpus-nvcc-flags: -fmad=false -ftz=true
// corpus-quick-archs: sm_75 sm_90a sm_120a
#include <cuda_fp16.h>
#include <cuda_bf16.h>

__global__ void round_f32(const float *a, const float *b, const float *c,
                          float *o, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  float x = a[i], y = b[i], z = c[i];
  float r = x * y + z;                      // mul.rn + add.rn, not fma
  r += x * y - z * x;
  r += __fadd_rn(x, y) + __fadd_rz(x, y) + __fadd_ru(x, y) + __fadd_rd(x, y);
  r += __fsub_rn(x, y) + __fsub_rz(x, y) + __fsub_ru(x, y) + __fsub_rd(x, y);
  r += __fmul_rn(x, y) + __fmul_rz(x, y) + __fmul_ru(x, y) + __fmul_rd(x, y);
  r += __fdiv_rn(x, y) + __fdiv_rz(x, y) + __fdiv_ru(x, y) + __fdiv_rd(x, y);
  r += __fmaf_rn(x, y, z) + __fmaf_rz(x, y, z) + __fmaf_ru(x, y, z) +
       __fmaf_rd(x, y, z) + __fmaf_ieee_rn(x, y, z) + __fmaf_ieee_rz(x, y, z);
  r += __frcp_rn(x) + __frcp_rz(x) + __frcp_ru(x) + __frcp_rd(x);
  r += __fsqrt_rn(y) + __fsqrt_rz(y) + __fsqrt_ru(y) + __fsqrt_rd(y);
  r += __frsqrt_rn(z) + x / y + sqrtf(z) + 1.0f / z;
  float s, cs;
  __sincosf(x, &s, &cs);
  r += __fdividef(x, y) + __sinf(x) + __cosf(y) + __tanf(z) + s * cs;
  r += __expf(x) + __exp10f(y) + __logf(z) + __log2f(x) + __log10f(y) +
       __powf(x, y) + __saturatef(z);
  o[i] = r;
}

__global__ void round_f64(const double *a, const double *b, const double *c,
                          double *o, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  double x = a[i], y = b[i], z = c[i];
  double r = x * y + z;
  r += __dadd_rn(x, y) + __dadd_rz(x, y) + __dadd_ru(x, y) + __dadd_rd(x, y);
  r += __dsub_rn(x, y) + __dsub_rz(x, y) + __dsub_ru(x, y) + __dsub_rd(x, y);
  r += __dmul_rn(x, y) + __dmul_rz(x, y) + __dmul_ru(x, y) + __dmul_rd(x, y);
  r += __ddiv_rn(x, y) + __ddiv_rz(x, y) + __ddiv_ru(x, y) + __ddiv_rd(x, y);
  r += __fma_rn(x, y, z) + __fma_rz(x, y, z) + __fma_ru(x, y, z) +
       __fma_rd(x, y, z);
  r += __drcp_rn(x) + __drcp_rz(x) + __drcp_ru(x) + __drcp_rd(x);
  r += __dsqrt_rn(y) + __dsqrt_rz(y) + __dsqrt_ru(y) + __dsqrt_rd(y);
  r += x / y + sqrt(z) + rsqrt(z) + 1.0 / x;
  o[i] = r;
}

__global__ void round_cvt(const float *f, const double *d, const int *si,
                          const long long *sl, float *of, double *od,
                          long long *ol, __half *oh, __nv_bfloat16 *ob, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  float x = f[i];
  double y = d[i];
  int k = si[i];
  long long l = sl[i];
  unsigned u = (unsigned)k;
  unsigned long long ul = (unsigned long long)l;
  ol[8 * i + 0] = __float2int_rn(x) + __float2int_rz(x) + __float2int_ru(x) + __float2int_rd(x);
  ol[8 * i + 1] = __float2uint_rn(x) + __float2uint_rz(x) + __float2uint_ru(x) + __float2uint_rd(x);
  ol[8 * i + 2] = __float2ll_rn(x) + __float2ll_rz(x) + __float2ll_ru(x) + __float2ll_rd(x);
  ol[8 * i + 3] = __float2ull_rn(x) + __float2ull_rz(x) + __float2ull_ru(x) + __float2ull_rd(x);
  ol[8 * i + 4] = __double2int_rn(y) + __double2int_rz(y) + __double2int_ru(y) + __double2int_rd(y);
  ol[8 * i + 5] = __double2uint_rn(y) + __double2uint_rz(y) + __double2uint_ru(y) + __double2uint_rd(y);
  ol[8 * i + 6] = __double2ll_rn(y) + __double2ll_rz(y) + __double2ll_ru(y) + __double2ll_rd(y);
  ol[8 * i + 7] = __double2ull_rn(y) + __double2ull_rz(y) + __double2ull_ru(y) + __double2ull_rd(y);
  of[4 * i + 0] = __double2float_rn(y) + __double2float_rz(y) + __double2float_ru(y) + __double2float_rd(y);
  of[4 * i + 1] = __int2float_rn(k) + __int2float_rz(k) + __int2float_ru(k) + __int2float_rd(k) +
                  __uint2float_rn(u) + __uint2float_rz(u) + __uint2float_ru(u) + __uint2float_rd(u);
  of[4 * i + 2] = __ll2float_rn(l) + __ll2float_rz(l) + __ll2float_ru(l) + __ll2float_rd(l) +
                  __ull2float_rn(ul) + __ull2float_rz(ul) + __ull2float_ru(ul) + __ull2float_rd(ul);
  of[4 * i + 3] = __int_as_float(__float_as_int(x) ^ k) + __uint_as_float(u);
  od[3 * i + 0] = __ll2double_rn(l) + __ll2double_rz(l) + __ll2double_ru(l) + __ll2double_rd(l);
  od[3 * i + 1] = __ull2double_rn(ul) + __ull2double_rz(ul) + __ull2double_ru(ul) + __ull2double_rd(ul);
  od[3 * i + 2] = __int2double_rn(k) + __uint2double_rn(u) +
                  __hiloint2double(__double2hiint(y), __double2loint(y)) +
                  __longlong_as_double(__double_as_longlong(y) + 1);
  oh[2 * i] = __hadd(__float2half_rn(x), __float2half_rz(x));
  oh[2 * i + 1] = __hadd(__float2half_ru(x), __float2half_rd(x));
  ob[2 * i] = __hadd(__float2bfloat16_rn(x), __float2bfloat16_rz(x));
  ob[2 * i + 1] = __hadd(__float2bfloat16_ru(x), __float2bfloat16_rd(x));
}

__global__ void packed_half(const __half2 *a, const __half2 *b,
                            const __nv_bfloat162 *c, const __nv_bfloat162 *d,
                            __half2 *oh, __nv_bfloat162 *ob, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  __half2 x = a[i], y = b[i];
  __half2 h = x * y + y;
  h = __hadd2(h, __hmul2_rn(x, y));
  h = __hfma2(h, x, y) + __hfma2_sat(x, y, h) + __hfma2_relu(x, y, h);
  h = h + __hsub2_sat(x, y) + __hmul2_sat(x, y) + __h2div(x, y);
  h = h + h2sqrt(x) + h2rsqrt(y) + h2exp(x) + h2exp2(y) + h2exp10(x);
  h = h + h2log(x) + h2log2(y) + h2log10(x) + h2sin(x) + h2cos(y) + h2rcp(x);
  h = h + h2ceil(x) + h2floor(y) + h2trunc(x) + h2rint(y);
  h = h + __hmax2_nan(x, y) + __hmin2(x, y) + __habs2(x) + __hneg2(y);
  oh[i] = h;
  __nv_bfloat162 p = c[i], q = d[i];
  __nv_bfloat162 g = p * q + q;
  g = __hadd2(g, __hmul2_rn(p, q));
#if defined(__CUDA_ARCH__) && __CUDA_ARCH__ >= 800  // sm_80+ for bf16
  g = __hfma2(g, p, q) + __h2div(p, q) + __hfma2_relu(p, q, g) + __hsub2_sat(p, q);
#endif
  g = g + h2sqrt(p) + h2exp(q) + h2log2(p) + h2sin(q) + h2cos(p) + h2rcp(q);
  g = g + h2ceil(p) + h2floor(q) + h2trunc(p) + h2rint(q);
  g = g + __hmax2_nan(p, q) + __hmin2(p, q) + __habs2(p) + __hneg2(q);
  ob[i] = g;
}

__global__ void int128_ops(const __int128 *a, const unsigned __int128 *b,
                           const int *sh, const double *d, __int128 *o,
                           unsigned __int128 *ou, double *od, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  __int128 x = a[i];
  unsigned __int128 y = b[i];
  int s = sh[i] & 127;
  __int128 q = x / (__int128)(sh[i] | 1);
  __int128 r = x % ((__int128)d[i] + 3);
  o[4 * i] = x * x + q - r;
  o[4 * i + 1] = (x << s) ^ (x >> (s & 63)) ^ (__int128)(y >> s);
  o[4 * i + 2] = (x < (__int128)y) ? -x : x + (__int128)1 << 100;
  o[4 * i + 3] = (__int128)d[i] * (__int128)(long long)s;
  ou[2 * i] = y / (y >> 64 | 7) + y % 1000000007ull;
  ou[2 * i + 1] = y * (unsigned __int128)x + (unsigned __int128)(float)d[i];
  od[2 * i] = (double)x + (double)y;
  od[2 * i + 1] = (double)(float)x - (double)(float)y;
}
