// EXPECT: clean
// ARCHS: sm_80 sm_90
// PTXLINT-ARGS: --block-dim=128
// cp.async groups with two stages in flight: each thread copies 16 bytes from
// in + 4*tid into buf[stage] + 4*tid, both 16-byte aligned; wait_prior(1)
// keeps the next stage's group in flight while the current one is read.
#include <cuda_pipeline.h>
__global__ void __launch_bounds__(128) stage_quads(const float *in, float *out, int tiles) {
  __shared__ __align__(16) float buf[2][512];
  const float *base = in + (size_t)blockIdx.x * tiles * 512;
  if (tiles > 0)
    __pipeline_memcpy_async(&buf[0][4 * threadIdx.x], base + 4 * threadIdx.x, 16);
  __pipeline_commit();
  for (int k = 0; k < tiles; ++k) {
    if (k + 1 < tiles)
      __pipeline_memcpy_async(&buf[(k + 1) & 1][4 * threadIdx.x], base + (size_t)(k + 1) * 512 + 4 * threadIdx.x, 16);
    __pipeline_commit();
    __pipeline_wait_prior(1);
    __syncthreads();
    out[((size_t)blockIdx.x * tiles + k) * 128 + threadIdx.x] = buf[k & 1][threadIdx.x] + buf[k & 1][threadIdx.x + 128];
    __syncthreads();
  }
}
