// End-to-end: the directed-rounding intrinsics of f32 and f64 (__fadd_r?,
// __fsub_r?, __fmul_r?, __fmaf_r?, __fdiv_r?, __frcp_r?, __fsqrt_r? and the
// __d*/__fma_r? f64 ones) on operands whose results overflow, underflow into
// subnormals or cancel to zero, and the exact f64 libm functions (fmod,
// remainder, remquo, frexp, ldexp, scalbn, ilogb, logb, nextafter, modf,
// trunc/floor/ceil/round/rint, fdim, fmin/fmax, copysign) and their f32
// counterparts the ml_math kernel leaves out. Expected values: round_exact.py.
#include <cstdint>

#define R4(k, f, ...) o[k] = f##_rn(__VA_ARGS__); o[k + 1] = f##_rz(__VA_ARGS__); \
  o[k + 2] = f##_ru(__VA_ARGS__); o[k + 3] = f##_rd(__VA_ARGS__);

extern "C" __global__ void rnd32(const float *in, float *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  float a = in[3 * i], b = in[3 * i + 1], c = in[3 * i + 2];
  float *o = out + 28 * i;
  R4(0, __fadd, a, b) R4(4, __fsub, a, c) R4(8, __fmul, a, b) R4(12, __fmaf, a, b, c)
  R4(16, __fdiv, a, b) R4(20, __frcp, b) R4(24, __fsqrt, fabsf(c))
}

extern "C" __global__ void rnd64(const double *in, double *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  double a = in[3 * i], b = in[3 * i + 1], c = in[3 * i + 2];
  double *o = out + 28 * i;
  R4(0, __dadd, a, b) R4(4, __dsub, a, c) R4(8, __dmul, a, b) R4(12, __fma, a, b, c)
  R4(16, __ddiv, a, b) R4(20, __drcp, b) R4(24, __dsqrt, fabs(c))
}

extern "C" __global__ void lib64(const double *in, const int *ks, double *out, int *iout, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  double a = in[3 * i], b = in[3 * i + 1];
  int k = ks[i];
  double *o = out + 20 * i;
  int *io = iout + 4 * i;
  int q, e;
  double ip;
  o[0] = fmod(a, b);
  o[1] = remainder(a, b);
  o[2] = remquo(a, b, &q);
  o[3] = frexp(a, &e);
  o[4] = ldexp(a, k);
  o[5] = scalbn(b, k);
  o[6] = logb(a);
  o[7] = nextafter(a, b);
  o[8] = modf(a, &ip);
  o[9] = ip;
  o[10] = trunc(a);
  o[11] = floor(a);
  o[12] = ceil(a);
  o[13] = round(a);
  o[14] = rint(a);
  o[15] = fdim(a, b);
  o[16] = fmin(a, b);
  o[17] = fmax(a, b);
  o[18] = copysign(a, b);
  o[19] = nearbyint(b);
  io[0] = q;
  io[1] = e;
  io[2] = ilogb(a);
  io[3] = (int)lround(fmin(fmax(b, -1e9), 1e9)) ^ (int)llrint(fmin(fmax(a, -1e18), 1e18));
}

extern "C" __global__ void lib32(const float *in, const int *ks, float *out, int *iout, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  float a = in[3 * i], b = in[3 * i + 1];
  int k = ks[i];
  float *o = out + 10 * i;
  o[0] = scalbnf(a, k);
  o[1] = logbf(b);
  o[2] = truncf(a);
  o[3] = floorf(a);
  o[4] = ceilf(a);
  o[5] = roundf(a);
  o[6] = nearbyintf(b);
  o[7] = fminf(a, b);
  o[8] = fmaxf(a, b);
  o[9] = ldexpf(b, ~k);
  iout[i] = ilogbf(b);
}
