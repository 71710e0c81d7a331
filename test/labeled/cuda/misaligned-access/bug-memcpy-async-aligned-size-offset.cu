// EXPECT: misaligned-access
// ARCHS: sm_80 sm_90
// cuda::memcpy_async promised 16-byte alignment (cuda::aligned_size_t<16>)
// for a copy that starts two floats into each row: both pointers are only
// 8-byte aligned, but the promise makes the library issue 16-byte cp.async.
#include <cooperative_groups.h>
#include <cuda/barrier>
namespace cg = cooperative_groups;
__global__ void shift_rows(const float *in, float *out) {
  __shared__ alignas(16) float tile[4][64 + 4];
  __shared__ cuda::barrier<cuda::thread_scope_block> bar;
  auto block = cg::this_thread_block();
  if (block.thread_rank() == 0)
    init(&bar, block.size());
  block.sync();
  for (int r = 0; r < 4; ++r)
    cuda::memcpy_async(block, &tile[r][2], in + (blockIdx.x * 4 + r) * 64 + 2,
                       cuda::aligned_size_t<16>(sizeof(float) * 32), bar);
  bar.arrive_and_wait();
  for (int i = block.thread_rank(); i < 4 * 32; i += block.size())
    out[blockIdx.x * 128 + i] = tile[i / 32][2 + i % 32];
}
