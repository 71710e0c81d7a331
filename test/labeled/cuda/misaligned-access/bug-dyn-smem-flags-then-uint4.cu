// EXPECT: misaligned-access
// Dynamic shared memory holds TILE int8 validity flags plus a 4-byte count,
// then the uint4 tile: the author computed the tile offset as TILE + 4 = 68
// bytes, which is not a multiple of 16.
#include <cstdint>
#define TILE 64
__global__ void masked_copy(const uint4 *src, uint4 *dst, const int8_t *valid) {
  extern __shared__ __align__(16) unsigned char smem[];
  int8_t *flags = reinterpret_cast<int8_t *>(smem);
  int *count = reinterpret_cast<int *>(smem + TILE);
  uint4 *tile = reinterpret_cast<uint4 *>(smem + TILE + sizeof(int));
  if (threadIdx.x < TILE)
    flags[threadIdx.x] = valid[blockIdx.x * TILE + threadIdx.x];
  if (threadIdx.x == 0)
    *count = 0;
  __syncthreads();
  if (threadIdx.x < TILE) {
    tile[threadIdx.x] = src[blockIdx.x * TILE + threadIdx.x];
    if (flags[threadIdx.x])
      atomicAdd(count, 1);
  }
  __syncthreads();
  if (threadIdx.x < TILE && flags[threadIdx.x])
    dst[blockIdx.x * TILE + threadIdx.x] = tile[threadIdx.x];
}
