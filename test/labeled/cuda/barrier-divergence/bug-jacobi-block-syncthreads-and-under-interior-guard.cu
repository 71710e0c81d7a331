// EXPECT: barrier-divergence
// PTXLINT-ARGS: --block-dim=256
// In-block Jacobi relaxation of a 1D Poisson problem on a 256-point tile:
// iterate until every point changed by less than tol. The update and the
// convergence vote were both put under `if (t > 0 && t < 255)` so that the
// two fixed boundary points are not touched (BUG): __syncthreads_and() is
// a CTA barrier, and threads 0 and 255 never reach it, while the interior
// threads wait there once per sweep.
__global__ void jacobi_tile(float *u, const float *f, float h2, float tol, int max_sweeps) {
  __shared__ float a[256], b[256];
  int t = threadIdx.x;
  float *src = a, *dst = b;
  a[t] = b[t] = u[blockIdx.x * 256 + t];
  __syncthreads();
  for (int s = 0; s < max_sweeps; ++s) {
    if (t > 0 && t < 255) {
      float nv = 0.5f * (src[t - 1] + src[t + 1] - h2 * f[blockIdx.x * 256 + t]);
      dst[t] = nv;
      if (__syncthreads_and(fabsf(nv - src[t]) < tol))
        break;
    }
    float *tmp = src;
    src = dst;
    dst = tmp;
  }
  u[blockIdx.x * 256 + t] = src[t];
}
