// EXPECT: barrier-divergence
// cooperative_groups block sync inside a per-thread work loop: threads with
// fewer items leave the loop early and stop synchronising.
#include <cooperative_groups.h>
namespace cg = cooperative_groups;
__global__ void ragged(const int *counts, float *data) {
  cg::thread_block block = cg::this_thread_block();
  __shared__ float scratch[128];
  int items = counts[blockIdx.x * blockDim.x + threadIdx.x];
  for (int i = 0; i < items; ++i) {
    scratch[threadIdx.x] = data[i * 128 + threadIdx.x];
    block.sync();
    data[i * 128 + threadIdx.x] = scratch[127 - threadIdx.x];
  }
}
