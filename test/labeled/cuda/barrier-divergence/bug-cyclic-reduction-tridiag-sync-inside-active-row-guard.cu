// EXPECT: barrier-divergence
// PTXLINT-ARGS: --block-dim=256
// Cyclic reduction for a batch of tridiagonal systems (one system of 256
// equations per block, a, b, c, d in shared memory). In forward reduction
// level s, only the rows i with (i+1) % (2*stride) == 0 are updated from rows
// i-stride and i+stride. The author put the level's __syncthreads() inside
// the "this row is active" test (BUG): at stride 1 only half the threads
// reach it, at the next level a quarter, so the barrier is divergent.
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
    if ((i + 1) % (2 * stride) == 0) {
      int lo = i - stride, hi = i + stride;
      float k1 = a[i] / b[lo];
      float k2 = hi < N ? c[i] / b[hi] : 0.f;
      float na = -a[lo] * k1;
      float nc = hi < N ? -c[hi] * k2 : 0.f;
      float nb = b[i] - c[lo] * k1 - (hi < N ? a[hi] * k2 : 0.f);
      float nd = d[i] - d[lo] * k1 - (hi < N ? d[hi] * k2 : 0.f);
      __syncthreads();  // BUG: only the active rows of this level get here
      a[i] = na; b[i] = nb; c[i] = nc; d[i] = nd;
    }
    __syncthreads();
  }
  gx[base + i] = d[i] / b[i];
}
