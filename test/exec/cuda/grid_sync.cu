// Cooperative groups' grid-wide barrier (cg::this_grid().sync()), which
// needs a cooperative launch (ptxlint run --cooperative). Expected outputs:
// grid_sync.py.
//
// gsync: block sums of a grid-stride slice of `in` go to partial[block];
// after grid.sync() every thread reads all partials (written by other
// blocks): out[i] = 3 * in[i] + (sum of the partials of the blocks before
// its own); after another sync out2[i] = out[n - 1 - i] (written by another
// block); then one block per round, in block order, extends a chain value
// between syncs (info[3] = chain * 3 + block rank, starting from 1). info[0]
// is the total, info[1] the number of blocks, info[2] the grid's threads.
// Without a cooperative launch grid.is_valid() is false: info[0] = -1 and
// nothing else is written.
#include <cooperative_groups.h>
namespace cg = cooperative_groups;

__device__ int block_sum(int v) {
  __shared__ int s;
  if (threadIdx.x == 0 && threadIdx.y == 0)
    s = 0;
  __syncthreads();
  atomicAdd(&s, v);
  __syncthreads();
  int r = s;
  __syncthreads();
  return r;
}

extern "C" __global__ void gsync(const int *in, int *partial, int *out, int *out2, int *info,
                                 int n) {
  cg::grid_group grid = cg::this_grid();
  cg::thread_block block = cg::this_thread_block();
  unsigned long long t = grid.thread_rank();
  if (!grid.is_valid()) {
    if (t == 0)
      info[0] = -1;
    return;
  }
  unsigned b = grid.block_rank(), nb = grid.num_blocks();
  int acc = 0;
  for (unsigned long long i = t; i < (unsigned long long)n; i += grid.size())
    acc += in[i];
  int s = block_sum(acc);
  if (block.thread_rank() == 0)
    partial[b] = s;
  grid.sync();
  int prefix = 0, total = 0;
  for (unsigned k = 0; k < nb; ++k) {
    int p = partial[k];
    if (k < b)
      prefix += p;
    total += p;
  }
  for (unsigned long long i = t; i < (unsigned long long)n; i += grid.size())
    out[i] = 3 * in[i] + prefix;
  grid.sync();
  for (unsigned long long i = t; i < (unsigned long long)n; i += grid.size())
    out2[i] = out[n - 1 - i];
  if (t == 0)
    info[3] = 1;
  for (unsigned r = 0; r < nb; ++r) {
    grid.sync();
    if (b == r && block.thread_rank() == 0)
      info[3] = info[3] * 3 + int(b);
  }
  if (t == 0) {
    info[0] = total;
    info[1] = int(nb);
    info[2] = int(grid.size());
  }
}

// Calls grid.sync() unconditionally: without a cooperative launch
// grid.is_valid() is false and sync() executes __trap().
extern "C" __global__ void sync_only(int *o) {
  cg::this_grid().sync();
  o[blockIdx.x] = 1;
}
