// EXPECT: misaligned-access
// ARCHS: sm_80 sm_90
// A shared tile padded to 33 floats per row against bank conflicts, filled
// with 16-byte cp.async chunks: rows are 132 bytes apart, so the chunks of
// row 1 start 4 bytes past a 16-byte boundary.
#include <cuda_pipeline.h>
__global__ void load_tile(const float *g, float *out) {
  __shared__ __align__(16) float tile[32][33];
  int row = threadIdx.x / 8, chunk = threadIdx.x % 8;
  for (int r = row; r < 32; r += blockDim.x / 8)
    __pipeline_memcpy_async(&tile[r][chunk * 4], g + (blockIdx.x * 32 + r) * 32 + chunk * 4, 16);
  __pipeline_commit();
  __pipeline_wait_prior(0);
  __syncthreads();
  out[blockIdx.x * blockDim.x + threadIdx.x] = tile[threadIdx.x % 32][threadIdx.x / 32];
}
