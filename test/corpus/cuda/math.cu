// math.cu - ptxlint real-PTX corpus
//
// Covers the CUDA math library and floating-point intrinsics (libdevice is
// inlined, producing long straight-line code with many float/double literal
// forms such as 0f3F800000 and 0d3FF0000000000000, ex2.approx, lg2.approx,
// rcp.approx.ftz.f64, sin.approx, fma.rn, cvt.rni, testp, copysign ...):
//   * single precision: sinf/cosf/tanf/sincosf/sinpif/asinf/atan2f/sinhf/...,
//     expf/exp2f/exp10f/expm1f/logf/log2f/log10f/log1pf/powf/cbrtf/rcbrtf/
//     hypotf/rhypotf/norm3df/rnorm4df, erff/erfcf/erfinvf/erfcinvf/erfcxf,
//     lgammaf/tgammaf, Bessel j0f/j1f/y0f/jnf, normcdff/normcdfinvf,
//     cyl_bessel_i0f, fmodf/remainderf/remquof/frexpf/ldexpf/scalbnf/modff/
//     nextafterf/copysignf/fdimf/fmaxf/fminf/truncf/roundf/rintf/nearbyintf/
//     ceilf/floorf/lrintf/llroundf/ilogbf/logbf/isnan/isinf/isfinite/signbit
//   * double precision: the same set plus rsqrt, rcbrt, sincospi, fma
//   * fast intrinsics: __sinf, __cosf, __tanf, __sincosf, __expf, __exp10f,
//     __logf, __log2f, __log10f, __powf, __fdividef, __saturatef
//   * IEEE rounding intrinsics: __fadd_{rn,rz,ru,rd}, __fsub_*, __fmul_*,
//     __fmaf_*, __frcp_*, __fsqrt_*, __fdiv_*, __dadd_*, __dmul_*, __fma_*,
//     __ddiv_*, __drcp_*, __dsqrt_*; __frsqrt_rn
//   * conversions with rounding: __float2int_*, __float2uint_*, __float2ll_*,
//     __double2float_*, __int2float_*, __ll2double_*, __double2hiint/loint,
//     __hiloint2double, __int_as_float / __float_as_uint / __double_as_longlong
// math_fastmath.cu compiles this same file (without the large libdevice-heavy
// math_double kernel) with -use_fast_math.
#include <cuda_runtime.h>

#include "corpus_features.cuh"

extern "C" __global__ void math_float(const float* __restrict__ in, float* __restrict__ out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  float x = in[i];
  float ax = fabsf(x) + 1e-3f;
  float s, c;
  sincosf(x, &s, &c);
  float sp, cp;
  sincospif(x, &sp, &cp);
  float r = 0.0f;
  r += sinf(x) + cosf(x) + tanf(x) + s * c + sp - cp + sinpif(x) + cospif(x);
  r += asinf(fminf(ax, 1.0f)) + acosf(fminf(ax, 1.0f)) + atanf(x) + atan2f(x, ax);
  r += sinhf(x) + coshf(x) + tanhf(x) + asinhf(x) + acoshf(1.0f + ax) + atanhf(fminf(ax, 0.99f));
  r += expf(x) + exp2f(x) + exp10f(x) + expm1f(x);
  r += logf(ax) + log2f(ax) + log10f(ax) + log1pf(ax) + logbf(ax) + (float)ilogbf(ax);
  r += powf(ax, x) + powf(x, 2.0f) + powf(ax, 0.5f) + cbrtf(x) + rcbrtf(ax) + sqrtf(ax) + rsqrtf(ax);
  r += hypotf(x, ax) + rhypotf(x, ax) + norm3df(x, ax, 1.0f) + rnorm4df(x, ax, 1.0f, 2.0f);
  r += erff(x) + erfcf(x) + erfinvf(fminf(ax, 0.9f)) + erfcinvf(fminf(ax, 1.9f)) + erfcxf(x);
  r += lgammaf(ax) + tgammaf(ax) + j0f(x) + j1f(x) + y0f(ax) + y1f(ax) + jnf(3, x) + ynf(2, ax);
  r += normcdff(x) + normcdfinvf(fminf(ax, 0.99f)) + cyl_bessel_i0f(x) + cyl_bessel_i1f(x);
  int q;
  int e;
  float ip;
  r += fmodf(x, 1.5f) + remainderf(x, 0.75f) + remquof(x, 0.3f, &q) + frexpf(x, &e) + ldexpf(x, 3) +
       scalbnf(x, -2) + scalblnf(x, 5L) + modff(x, &ip) + ip + (float)(q + e);
  r += nextafterf(x, 0.0f) + copysignf(ax, -x) + fdimf(x, ax) + fmaxf(x, ax) + fminf(x, -ax) + fmaf(x, ax, 1.0f);
  r += truncf(x) + roundf(x) + rintf(x) + nearbyintf(x) + ceilf(x) + floorf(x);
  r += (float)lrintf(x) + (float)llroundf(x) + (float)lroundf(x) + (float)llrintf(x);
  r += (isnan(x) ? 1.0f : 0.0f) + (isinf(x) ? 2.0f : 0.0f) + (isfinite(x) ? 4.0f : 0.0f) + (signbit(x) ? 8.0f : 0.0f);
  r += fabsf(x) / ax + __fdividef(x, ax) + x / ax;
  out[i] = r;
}

#ifndef CORPUS_MATH_FLOAT_ONLY
__global__ void math_double(const double* __restrict__ in, double* __restrict__ out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  double x = in[i];
  double ax = fabs(x) + 1e-9;
  double s, c, sp, cp;
  sincos(x, &s, &c);
  sincospi(x, &sp, &cp);
  double r = 0.0;
  r += sin(x) + cos(x) + tan(x) + s * c + sp * cp + sinpi(x) + cospi(x);
  r += asin(fmin(ax, 1.0)) + acos(fmin(ax, 1.0)) + atan(x) + atan2(x, ax);
  r += sinh(x) + cosh(x) + tanh(x) + asinh(x) + acosh(1.0 + ax) + atanh(fmin(ax, 0.99));
  r += exp(x) + exp2(x) + exp10(x) + expm1(x);
  r += log(ax) + log2(ax) + log10(ax) + log1p(ax) + logb(ax) + (double)ilogb(ax);
  r += pow(ax, x) + pow(x, 3.0) + cbrt(x) + rcbrt(ax) + sqrt(ax) + rsqrt(ax);
  r += hypot(x, ax) + rhypot(x, ax) + norm3d(x, ax, 1.0) + rnorm3d(x, ax, 2.0) + norm4d(x, ax, 1.0, 2.0);
  r += erf(x) + erfc(x) + erfinv(fmin(ax, 0.9)) + erfcinv(fmin(ax, 1.9)) + erfcx(x);
  r += lgamma(ax) + tgamma(ax) + j0(x) + j1(x) + y0(ax) + y1(ax) + jn(2, x) + yn(3, ax);
  r += normcdf(x) + normcdfinv(fmin(ax, 0.99)) + cyl_bessel_i0(x) + cyl_bessel_i1(x);
  int q, e;
  double ip;
  r += fmod(x, 1.5) + remainder(x, 0.75) + remquo(x, 0.3, &q) + frexp(x, &e) + ldexp(x, 7) + scalbn(x, -3) +
       modf(x, &ip) + ip + (double)(q + e);
  r += nextafter(x, 1.0) + copysign(ax, -x) + fdim(x, ax) + fmax(x, ax) + fmin(x, -ax) + fma(x, ax, 1.0);
  r += trunc(x) + round(x) + rint(x) + nearbyint(x) + ceil(x) + floor(x);
  r += (double)lrint(x) + (double)llround(x) + (double)lround(x) + (double)llrint(x);
  r += (isnan(x) ? 1.0 : 0.0) + (isinf(x) ? 2.0 : 0.0) + (isfinite(x) ? 4.0 : 0.0) + (signbit(x) ? 8.0 : 0.0);
  r += x / ax + 1.0 / ax;
  out[i] = r;
}
#endif  // CORPUS_MATH_FLOAT_ONLY

// Fast-math intrinsics (approximate hardware instructions).
__global__ void math_fast_intrinsics(const float* __restrict__ in, float* __restrict__ out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  float x = in[i];
  float ax = fabsf(x) + 1e-3f;
  float s, c;
  __sincosf(x, &s, &c);
  float r = __sinf(x) + __cosf(x) + __tanf(x) + s + c;
  r += __expf(x) + __exp10f(x) + __logf(ax) + __log2f(ax) + __log10f(ax) + __powf(ax, x);
  r += __fdividef(x, ax) + __saturatef(x) + __frsqrt_rn(ax);
  out[i] = r;
}

// IEEE-754 rounding-mode intrinsics, single and double precision.
__global__ void math_rounding_modes(const float* __restrict__ fin, const double* __restrict__ din,
                                    float* __restrict__ fout, double* __restrict__ dout, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  float a = fin[i], b = fin[(i + 1) % n] + 2.0f;
  double x = din[i], y = din[(i + 1) % n] + 2.0;
  float f = 0.0f;
  f += __fadd_rn(a, b) + __fadd_rz(a, b) + __fadd_ru(a, b) + __fadd_rd(a, b);
  f += __fsub_rn(a, b) + __fsub_rz(a, b) + __fsub_ru(a, b) + __fsub_rd(a, b);
  f += __fmul_rn(a, b) + __fmul_rz(a, b) + __fmul_ru(a, b) + __fmul_rd(a, b);
  f += __fmaf_rn(a, b, f) + __fmaf_rz(a, b, f) + __fmaf_ru(a, b, f) + __fmaf_rd(a, b, f);
  f += __fdiv_rn(a, b) + __fdiv_rz(a, b) + __fdiv_ru(a, b) + __fdiv_rd(a, b);
  f += __frcp_rn(b) + __frcp_rz(b) + __frcp_ru(b) + __frcp_rd(b);
  f += __fsqrt_rn(fabsf(a)) + __fsqrt_rz(fabsf(a)) + __fsqrt_ru(fabsf(a)) + __fsqrt_rd(fabsf(a));
  f += __fmaf_ieee_rn(a, b, 1.0f);
  double d = 0.0;
  d += __dadd_rn(x, y) + __dadd_rz(x, y) + __dadd_ru(x, y) + __dadd_rd(x, y);
  d += __dsub_rn(x, y) + __dsub_rz(x, y) + __dsub_ru(x, y) + __dsub_rd(x, y);
  d += __dmul_rn(x, y) + __dmul_rz(x, y) + __dmul_ru(x, y) + __dmul_rd(x, y);
  d += __fma_rn(x, y, d) + __fma_rz(x, y, d) + __fma_ru(x, y, d) + __fma_rd(x, y, d);
  d += __ddiv_rn(x, y) + __ddiv_rz(x, y) + __ddiv_ru(x, y) + __ddiv_rd(x, y);
  d += __drcp_rn(y) + __drcp_rz(y) + __drcp_ru(y) + __drcp_rd(y);
  d += __dsqrt_rn(fabs(x)) + __dsqrt_rz(fabs(x)) + __dsqrt_ru(fabs(x)) + __dsqrt_rd(fabs(x));
  fout[i] = f;
  dout[i] = d;
}

// Conversions with explicit rounding, and bit reinterpretation.
__global__ void math_conversions(const float* __restrict__ fin, const double* __restrict__ din, int* iout,
                                 long long* llout, float* fout, double* dout, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  float f = fin[i];
  double d = din[i];
  int k = __float2int_rn(f) + __float2int_rz(f) + __float2int_ru(f) + __float2int_rd(f);
  k += (int)(__float2uint_rn(fabsf(f)) + __float2uint_rz(fabsf(f)) + __float2uint_ru(fabsf(f)) +
             __float2uint_rd(fabsf(f)));
  k += __double2int_rn(d) + __double2int_rz(d) + __double2int_ru(d) + __double2int_rd(d);
  k += (int)__double2uint_rn(fabs(d)) + __double2hiint(d) + __double2loint(d);
  long long ll = __float2ll_rn(f) + __float2ll_rz(f) + __float2ll_ru(f) + __float2ll_rd(f);
  ll += (long long)(__float2ull_rn(fabsf(f)) + __double2ull_rz(fabs(d)));
  ll += __double2ll_rn(d) + __double2ll_ru(d) + __double_as_longlong(d);
  float g = __double2float_rn(d) + __double2float_rz(d) + __double2float_ru(d) + __double2float_rd(d);
  g += __int2float_rn(k) + __int2float_rz(k) + __int2float_ru(k) + __int2float_rd(k);
  g += __uint2float_rn((unsigned)k) + __ll2float_rn(ll) + __ll2float_rz(ll) + __ull2float_ru((unsigned long long)ll);
  g += __int_as_float(k) + __uint_as_float(__float_as_uint(f)) + (float)__float_as_int(f);
  double e = __ll2double_rn(ll) + __ll2double_rz(ll) + __ll2double_ru(ll) + __ll2double_rd(ll);
  e += __ull2double_rn((unsigned long long)ll) + __int2double_rn(k) + __uint2double_rn((unsigned)k);
  e += __hiloint2double(k, k ^ 0x5555) + __longlong_as_double(ll & 0x3fffffffffffffffll);
  // implicit conversions of narrow integer types
  signed char sc = (signed char)k;
  unsigned short us = (unsigned short)k;
  g += (float)sc + (float)us;
  e += (double)sc * (double)us;
  iout[i] = k;
  llout[i] = ll;
  fout[i] = g;
  dout[i] = e;
}

// Polynomial evaluation and a Newton iteration (fma-heavy, literal-heavy).
template <typename T>
__device__ T horner(T x) {
  const T coeffs[8] = {T(1.0), T(-0.5), T(0.041666666666666664), T(-0.001388888888888889),
                       T(2.48015873015873e-05), T(-2.755731922398589e-07), T(2.08767569878681e-09),
                       T(-1.1470745597729725e-11)};
  T acc = coeffs[7];
#pragma unroll
  for (int k = 6; k >= 0; --k) acc = acc * x * x + coeffs[k];
  return acc;
}

template <typename T>
__global__ void newton_sqrt(const T* in, T* out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  T a = in[i] < T(0) ? -in[i] : in[i];
  T x = a > T(1) ? a : T(1);
  for (int it = 0; it < 20; ++it) x = T(0.5) * (x + a / x);
  out[i] = x + horner(in[i]);
}
template __global__ void newton_sqrt<float>(const float*, float*, int);
template __global__ void newton_sqrt<double>(const double*, double*, int);

// Special values as literals: inf, nan, denormals, negative zero.
__global__ void special_values(float* f, double* d) {
  if (threadIdx.x != 0) return;
  f[0] = __int_as_float(0x7f800000);  // +inf
  f[1] = -__int_as_float(0x7f800000);
  f[2] = __int_as_float(0x7fc00000);  // nan
  f[3] = 1.17549435e-38f;
  f[4] = 1.4e-45f;  // denormal
  f[5] = -0.0f;
  f[6] = 3.40282347e+38f;
  d[0] = __longlong_as_double(0x7ff0000000000000ll);
  d[1] = __longlong_as_double(0x7ff8000000000000ll);
  d[2] = 4.9406564584124654e-324;
  d[3] = -0.0;
  d[4] = 1.7976931348623157e+308;
  d[5] = (double)f[2] + d[1];
}
