// EXPECT: clean
// PTXLINT-ARGS: --block-dim=256
// Cyclic reduction forward sweep for a batch of tridiagonal systems (256
// equations per block). Each level computes the new coefficients of the
// active rows into registers, every thread meets a __syncthreads() after the
// read phase, the active rows write back, and every thread meets a second
// barrier before the next level: the barriers are outside the row guard.
#define N 256
__global__ void __launch_bounds__(N) cr_forward(const float *ga, const float *gb,
                                                const float *gc, const float *gd,
                                                float *gx) {
  __shared__ float a[N], b[N], c[N], d[N];
  const int i = threadIdx.x;
  const size_t base = (size_t)blockIdx.x * N;
  a[i] = ga[base + i]; b[i] = gb[base + i]; c[i] = gc[base + i]; d[i] = gd[base + i];
  __syncthreads();
  for (int stride = 1; stride < N / 2; stride *= 2) {
    const bool active = (i + 1) % (2 * stride) == 0;
    float na = 0.f, nb = 0.f, nc = 0.f, nd = 0.f;
    if (active) {
      int lo = i - stride, hi = i + stride;
      float k1 = a[i] / b[lo];
      float k2 = hi < N ? c[i] / b[hi] : 0.f;
      na = -a[lo] * k1;
      nc = hi < N ? -c[hi] * k2 : 0.f;
      nb = b[i] - c[lo] * k1 - (hi < N ? a[hi] * k2 : 0.f);
      nd = d[i] - d[lo] * k1 - (hi < N ? d[hi] * k2 : 0.f);
    }
    __syncthreads();
    if (active) { a[i] = na; b[i] = nb; c[i] = nc; d[i] = nd; }
    __syncthreads();
  }
  gx[base + i] = d[i] / b[i];
}
