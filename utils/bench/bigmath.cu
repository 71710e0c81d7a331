// An instruction-heavy module for the front-end benchmark: double and float
// math inlined into several kernel instantiations (no debug info).
template <int K>
__global__ void bigmath(const double *in, double *out, const float *fin, float *fout, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  double x = in[i] + K;
  double r = pow(x, 1.5 + K) + lgamma(x) + tgamma(x * 0.1) + erfcinv(0.5 / (x + 1)) +
             cbrt(x) + atan2(x, 3.0 + K) + acosh(x + 1) + asinh(x) + sinpi(x) + cospi(x) +
             expm1(x * 0.01) + log1p(x) + erfc(x) + j0(x) + y1(x + 1) + hypot(x, (double)K);
  out[i] = r;
  float f = fin[i] + K;
  fout[i] = powf(f, 2.5f) + lgammaf(f) + tgammaf(f * 0.1f) + erfcinvf(0.5f / (f + 1)) +
            sinf(f) * cosf(f) + tanf(f) + expf(f * 0.1f) + logf(f + 1) + j1f(f) + y0f(f + 1);
}
template __global__ void bigmath<0>(const double *, double *, const float *, float *, int);
template __global__ void bigmath<1>(const double *, double *, const float *, float *, int);
template __global__ void bigmath<2>(const double *, double *, const float *, float *, int);
template __global__ void bigmath<3>(const double *, double *, const float *, float *, int);
template __global__ void bigmath<4>(const double *, double *, const float *, float *, int);
template __global__ void bigmath<5>(const double *, double *, const float *, float *, int);
template __global__ void bigmath<6>(const double *, double *, const float *, float *, int);
template __global__ void bigmath<7>(const double *, double *, const float *, float *, int);
