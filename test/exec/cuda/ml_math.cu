// CUDA math library (libdevice) in f32 and f64, executed instruction by
// instruction, and the normalization kernels of transformer inference. The
// software sequences are exact, the .approx MUFU results inside some (ex2,
// lg2, rcp, rsqrt .approx) are the executor's models, so those results are
// compared with the correctly rounded values within a few ulps (ml_libm.py,
// ml_norm.py).
#include <cstdio>
extern "C" __global__ void mathf(const float *x, const float *y, float *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  float a = x[i], b = y[i];
  float *o = out + 12 * i;
  o[0] = sinf(a);
  o[1] = cosf(a);
  o[2] = logf(a);
  o[3] = expf(b);
  o[4] = powf(fabsf(a), b);
  o[5] = erff(b);
  o[6] = tanhf(b);
  o[7] = sqrtf(a);
  o[8] = cbrtf(a);
  o[9] = rsqrtf(a);
  o[10] = atan2f(a, b);
  o[11] = log1pf(b) + 0.0f * exp2f(b);
}
extern "C" __global__ void mathd(const double *x, const double *y, double *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  double a = x[i], b = y[i];
  double *o = out + 10 * i;
  o[0] = exp(b);
  o[1] = log(a);
  o[2] = sin(a);
  o[3] = cos(a);
  o[4] = pow(fabs(a), b);
  o[5] = erf(b);
  o[6] = sqrt(a);
  o[7] = a / b;
  o[8] = tanh(b);
  o[9] = rcbrt(a);
}

// Functions whose results are exact (0 ulp in the CUDA Math API): fmodf,
// remainderf, remquof (subnormal operands divide with div.approx.f32),
// frexpf, ldexpf, nextafterf, modff, rintf, fdimf, ilogbf, __frcp_rz, __fsqrt_ru.
extern "C" __global__ void fexact(const float *x, const float *y, float *o, int *io) {
  int i = threadIdx.x;
  float a = x[i], b = y[i];
  int e, q;
  o[10 * i + 0] = fmodf(a, b);
  o[10 * i + 1] = remainderf(a, b);
  o[10 * i + 2] = frexpf(a, &e);
  o[10 * i + 3] = ldexpf(a, (int)b);
  o[10 * i + 4] = nextafterf(a, b);
  o[10 * i + 5] = remquof(a, b, &q);
  float ip;
  o[10 * i + 6] = modff(a, &ip);
  o[10 * i + 7] = rintf(a) + truncf(b) * 0.f + copysignf(fdimf(a, b), b);
  o[10 * i + 8] = __frcp_rz(a);
  o[10 * i + 9] = __fsqrt_ru(fabsf(b)) + ip * 0.f;
  io[4 * i + 0] = e;
  io[4 * i + 1] = q;
  io[4 * i + 2] = ilogbf(a);
  io[4 * i + 3] = (int)lrintf(b) ^ (int)llroundf(a);
}

extern "C" __global__ void softmax_warp(const float *x, float *y, int rows, int cols) {
  int row = blockIdx.x * (blockDim.x / 32) + threadIdx.x / 32, lane = threadIdx.x % 32;
  if (row >= rows) return;
  const float *r = x + (size_t)row * cols;
  float m = -INFINITY;
  for (int c = lane; c < cols; c += 32) m = fmaxf(m, r[c]);
  for (int o = 16; o; o >>= 1) m = fmaxf(m, __shfl_xor_sync(0xffffffff, m, o));
  float s = 0.f;
  for (int c = lane; c < cols; c += 32) s += expf(r[c] - m);
  for (int o = 16; o; o >>= 1) s += __shfl_xor_sync(0xffffffff, s, o);
  float inv = 1.f / s;
  for (int c = lane; c < cols; c += 32) y[(size_t)row * cols + c] = expf(r[c] - m) * inv;
}

extern "C" __global__ void layernorm(const float *x, const float *g, const float *b, float *y,
                                     float *stats, int cols, float eps) {
  __shared__ float red[2][32];
  int row = blockIdx.x, t = threadIdx.x, lane = t & 31, w = t >> 5, nw = blockDim.x >> 5;
  const float *r = x + (size_t)row * cols;
  float s = 0.f, ss = 0.f;
  for (int c = t; c < cols; c += blockDim.x) {
    float v = r[c];
    s += v;
    ss += v * v;
  }
  for (int o = 16; o; o >>= 1) {
    s += __shfl_down_sync(0xffffffff, s, o);
    ss += __shfl_down_sync(0xffffffff, ss, o);
  }
  if (lane == 0) { red[0][w] = s; red[1][w] = ss; }
  __syncthreads();
  if (w == 0) {
    s = lane < nw ? red[0][lane] : 0.f;
    ss = lane < nw ? red[1][lane] : 0.f;
    for (int o = 16; o; o >>= 1) {
      s += __shfl_down_sync(0xffffffff, s, o);
      ss += __shfl_down_sync(0xffffffff, ss, o);
    }
    if (lane == 0) { red[0][0] = s; red[1][0] = ss; }
  }
  __syncthreads();
  float mean = red[0][0] / cols;
  float var = fmaxf(red[1][0] / cols - mean * mean, 0.f);
  float rstd = rsqrtf(var + eps);
  if (t == 0) { stats[2 * row] = mean; stats[2 * row + 1] = rstd; }
  for (int c = t; c < cols; c += blockDim.x)
    y[(size_t)row * cols + c] = (r[c] - mean) * rstd * g[c] + b[c];
}

extern "C" __global__ void online_softmax(const float *x, float *y, int rows, int cols) {
  int row = blockIdx.x * blockDim.x + threadIdx.x;
  if (row >= rows) return;
  const float *r = x + (size_t)row * cols;
  float m = -INFINITY, d = 0.f;
  for (int c = 0; c < cols; ++c) {
    float v = r[c], mn = fmaxf(m, v);
    d = d * __expf(m - mn) + __expf(v - mn);
    m = mn;
  }
  for (int c = 0; c < cols; ++c) y[(size_t)row * cols + c] = __fdividef(__expf(r[c] - m), d);
  if (row < 2) printf("row %d: max %.6f denom %.6e\n", row, m, d);
}
