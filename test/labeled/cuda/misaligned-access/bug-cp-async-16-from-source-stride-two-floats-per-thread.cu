// EXPECT: misaligned-access
// ARCHS: sm_80 sm_90
// PTXLINT-ARGS: --block-dim=128
// cp.async groups staging a float tile: each thread copies 16 bytes from
// in + 2*tid (the loop was changed to two floats per thread, the copy size
// was not), so odd threads' sources are 8 mod 16: cp.async.cg with 16 bytes
// needs a 16-byte aligned source.
#include <cuda_pipeline.h>
__global__ void __launch_bounds__(128) stage_pairs(const float *in, float *out, int tiles) {
  __shared__ __align__(16) float buf[2][512];
  for (int k = 0; k < tiles; ++k) {
    const float *src = in + ((size_t)blockIdx.x * tiles + k) * 256 + 2 * threadIdx.x;
    __pipeline_memcpy_async(&buf[k & 1][4 * threadIdx.x], src, 16);
    __pipeline_commit();
    __pipeline_wait_prior(0);
    __syncthreads();
    out[((size_t)blockIdx.x * tiles + k) * 128 + threadIdx.x] = buf[k & 1][threadIdx.x] + buf[k & 1][threadIdx.x + 1];
    __syncthreads();
  }
}
