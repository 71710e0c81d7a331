// EXPECT: clean
// ARCHS: sm_80 sm_90
// A block stages its tile of floats in shared memory with
// cooperative_groups::memcpy_async and cuda::aligned_size_t<16>. The header
// (the tile's scale) is kept in a 16-byte slot of its own, so the data
// starts at byte 16 and the alignment promise holds.
#include <cooperative_groups.h>
#include <cooperative_groups/memcpy_async.h>
#include <cuda/barrier>
namespace cg = cooperative_groups;
constexpr int TILE = 512;
constexpr int HDR = 4; // floats: one used, padded to 16 bytes
__global__ void scale_tiles(const float *__restrict__ in, const float *__restrict__ scales,
                            float *__restrict__ out) {
  __shared__ __align__(16) float buf[HDR + TILE];
  auto block = cg::this_thread_block();
  if (block.thread_rank() == 0)
    buf[0] = scales[blockIdx.x];
  cg::memcpy_async(block, buf + HDR, in + (size_t)blockIdx.x * TILE,
                   cuda::aligned_size_t<16>(TILE * sizeof(float)));
  cg::wait(block);
  for (int i = block.thread_rank(); i < TILE; i += block.size())
    out[(size_t)blockIdx.x * TILE + i] = buf[HDR + i] * buf[0];
}
