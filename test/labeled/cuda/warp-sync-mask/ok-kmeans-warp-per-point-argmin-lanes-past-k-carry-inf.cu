// EXPECT: clean
// PTXLINT-ARGS: --block-dim=256
// k-means assignment, one warp per point, lane c computing the distance to
// centroid c (k <= 32). Lanes c >= k take part in the argmin butterfly with
// distance +inf and index k, which never wins, so the full-mask shuffles run
// outside the `lane < k` branch with every lane of the warp present (a warp
// leaves only as a whole, on `warp >= npts`).
__global__ void kmeans_assign_warp(const float *__restrict__ pts, int dim, int npts,
                                   const float *__restrict__ cent, int k, int *__restrict__ label) {
  const int warp = (blockIdx.x * blockDim.x + threadIdx.x) >> 5;
  const int lane = threadIdx.x & 31;
  if (warp >= npts)
    return;
  const float *p = pts + (size_t)warp * dim;
  float d = __int_as_float(0x7f800000);
  int arg = k;
  if (lane < k) {
    d = 0.f;
    for (int j = 0; j < dim; ++j) {
      const float t = p[j] - cent[(size_t)lane * dim + j];
      d += t * t;
    }
    arg = lane;
  }
  for (int off = 16; off > 0; off >>= 1) {
    const float od = __shfl_xor_sync(0xffffffffu, d, off);
    const int oa = __shfl_xor_sync(0xffffffffu, arg, off);
    if (od < d || (od == d && oa < arg)) {
      d = od;
      arg = oa;
    }
  }
  if (lane == 0)
    label[warp] = arg;
}
