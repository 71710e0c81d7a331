// EXPECT: warp-sync-mask
// PTXLINT-ARGS: --block-dim=256
// k-means assignment, one warp per point, lane c computing the distance to
// centroid c (k <= 32 clusters). Only lanes c < k have a centroid, so the
// distance and the argmin butterfly were both put under `if (lane < k)` --
// the butterfly with a full mask. For k < 32 the lanes >= k skip it (they
// only leave the kernel, which alone CUDA tolerates), but the xor butterfly
// reads them: lane c takes lane c ^ off, and for every k < 32 some lane
// c < k has a partner >= k (k = 20: lane 4 reads lane 20), whose value is
// undefined -- the argmin can return garbage.
__global__ void kmeans_assign_warp(const float *__restrict__ pts, int dim, int npts,
                                   const float *__restrict__ cent, int k, int *__restrict__ label) {
  const int warp = (blockIdx.x * blockDim.x + threadIdx.x) >> 5;
  const int lane = threadIdx.x & 31;
  if (warp >= npts)
    return; // whole warps leave together
  const float *p = pts + (size_t)warp * dim;
  if (lane < k) {
    float d = 0.f;
    for (int j = 0; j < dim; ++j) {
      const float t = p[j] - cent[(size_t)lane * dim + j];
      d += t * t;
    }
    int arg = lane;
    for (int off = 16; off > 0; off >>= 1) { // BUG: full mask under lane < k
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
}
