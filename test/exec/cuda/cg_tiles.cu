// Cooperative groups tiles larger than a warp (tiled_partition<64>): on
// sm_80+ their state lives in the reserved shared memory region named by
// %reserved_smem_offset_1 (PTX ISA 10.29). Each thread writes the tile's sum
// of thread ranks (0 + ... + 63 = 2016) * 1000 + the tile's index.
#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
namespace cg = cooperative_groups;

extern "C" __global__ void tiles(int *o) {
  cg::thread_block b = cg::this_thread_block();
  auto t64 = cg::tiled_partition<64>(b);
  int s = cg::reduce(t64, int(t64.thread_rank()), cg::plus<int>());
  t64.sync();
  o[threadIdx.x] = s * 1000 + int(t64.meta_group_rank());
}
