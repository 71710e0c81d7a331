// EXPECT: barrier-divergence
// ARCHS: sm_80 sm_90
// PTXLINT-ARGS: --block-dim=256
// BUG: a cp.async double-buffered A-tile loader (32 k-rows x 8 threads per
// row). To avoid reading past K, each thread leaves the k loop once its own k
// row of the next tile is out of range; but the loop body holds the
// cp.async.wait_group and the two __syncthreads() of the double buffer, and in
// the last partial tile the threads of low rows stay while the high rows have
// left. The tail must be zero-filled (cp.async src-size 0) instead.
#include <cuda_pipeline.h>
#define BKR 32
__global__ void __launch_bounds__(256) a_loader(const float4 *__restrict__ a, int K, float *__restrict__ out) {
  __shared__ float4 tile[2][BKR][8];
  int ty = threadIdx.x >> 3, tx = threadIdx.x & 7;
  int ktiles = (K + BKR - 1) / BKR;
  float acc = 0.f;
  if (ty < K)
    __pipeline_memcpy_async(&tile[0][ty][tx], &a[(size_t)ty * 8 + tx], 16);
  __pipeline_commit();
  for (int kt = 0; kt < ktiles; ++kt) {
    int nk = (kt + 1) * BKR + ty;
    if (kt + 1 < ktiles) {
      if (nk >= K)
        break;
      __pipeline_memcpy_async(&tile[(kt + 1) & 1][ty][tx], &a[(size_t)nk * 8 + tx], 16);
    }
    __pipeline_commit();
    __pipeline_wait_prior(1);
    __syncthreads();
    float4 v = tile[kt & 1][tx * 4][ty & 7];
    acc += v.x + v.y + v.z + v.w;
    __syncthreads();
  }
  out[blockIdx.x * 256 + threadIdx.x] = acc;
}
