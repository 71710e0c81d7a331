// EXPECT: clean
// ARCHS: sm_80 sm_90
// libcu++: a block-scoped cuda::barrier initialised by thread_rank 0, a
// collective cuda::memcpy_async into shared memory completing on it, and
// arrive_and_wait.
#include <cooperative_groups.h>
#include <cuda/barrier>
namespace cg = cooperative_groups;
__global__ void copy_scale(const float *in, float *out, float k) {
  __shared__ float tile[512];
  __shared__ cuda::barrier<cuda::thread_scope_block> bar;
  auto block = cg::this_thread_block();
  if (block.thread_rank() == 0)
    init(&bar, block.size());
  block.sync();
  cuda::memcpy_async(block, tile, in + blockIdx.x * 512, sizeof(float) * 512, bar);
  bar.arrive_and_wait();
  for (unsigned i = block.thread_rank(); i < 512; i += block.size())
    out[blockIdx.x * 512 + i] = k * tile[i];
}
