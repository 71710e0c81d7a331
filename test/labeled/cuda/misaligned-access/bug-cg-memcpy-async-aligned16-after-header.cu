// EXPECT: misaligned-access
// ARCHS: sm_80 sm_90
// A block stages its tile of floats in shared memory with
// cooperative_groups::memcpy_async, promising 16-byte alignment with
// cuda::aligned_size_t<16>. The shared buffer keeps a one-float header (the
// tile's scale) in front of the data, so the destination is 4 mod 16 and
// the 16-byte cp.async copies are misaligned (BUG: the alignment promise is
// false).
#include <cooperative_groups.h>
#include <cooperative_groups/memcpy_async.h>
#include <cuda/barrier>
namespace cg = cooperative_groups;
constexpr int TILE = 512;
__global__ void scale_tiles(const float *__restrict__ in, const float *__restrict__ scales,
                            float *__restrict__ out) {
  __shared__ __align__(16) float buf[1 + TILE];
  auto block = cg::this_thread_block();
  if (block.thread_rank() == 0)
    buf[0] = scales[blockIdx.x];
  cg::memcpy_async(block, buf + 1, in + (size_t)blockIdx.x * TILE,
                   cuda::aligned_size_t<16>(TILE * sizeof(float))); // BUG: buf + 1
  cg::wait(block);
  for (int i = block.thread_rank(); i < TILE; i += block.size())
    out[(size_t)blockIdx.x * TILE + i] = buf[1 + i] * buf[0];
}
