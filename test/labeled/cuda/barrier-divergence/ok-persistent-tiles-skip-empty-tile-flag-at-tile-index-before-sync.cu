// EXPECT: clean
// A persistent sparse-tile kernel: each CTA walks tiles with a grid stride
// and skips a tile whose occupancy flag says it is empty, with `continue`
// before the tile's barriers. The flag is loaded at the tile index, the same
// address in every thread of the CTA, so the whole block skips or none does.
#include <cuda_runtime.h>
__global__ void __launch_bounds__(256)
sparse_tile_scale(float *__restrict__ data, const unsigned char *__restrict__ tile_nonempty,
                  const float *__restrict__ scale, int ntiles) {
  __shared__ float tile[256];
  for (int t = blockIdx.x; t < ntiles; t += gridDim.x) {
    if (!tile_nonempty[t]) continue;
    tile[threadIdx.x] = data[(size_t)t * 256 + threadIdx.x];
    __syncthreads();
    const float v = 0.5f * (tile[threadIdx.x] + tile[threadIdx.x ^ 1]) * scale[t];
    __syncthreads();
    data[(size_t)t * 256 + threadIdx.x] = v;
  }
}
