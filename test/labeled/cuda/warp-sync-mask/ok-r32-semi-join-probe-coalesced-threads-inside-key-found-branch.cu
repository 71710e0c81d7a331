// EXPECT: clean
// ARCHS: sm_120 sm_90
// PTXLINT-ARGS: --block-dim=128
// Hash semi-join, probe side (grid-stride over the probe keys): each thread
// probes the build-side hash table (open addressing, linear probing) with
// one key, and the rows whose key is found are appended to the output with
// a warp-aggregated atomic. Inside `if (found)` the group is
// cg::coalesced_threads(): exactly the lanes that found their key, so its
// leader's atomicAdd of g.size() and the g.shfl broadcast use the mask of
// the lanes present (the others have gone on to probe their next key).
#include <cooperative_groups.h>
namespace cg = cooperative_groups;
__global__ void __launch_bounds__(128)
    semi_join_probe(const int *__restrict__ probe_keys, const int *__restrict__ table, int table_mask,
                    int *__restrict__ out_rows, int *__restrict__ out_count, int n) {
  for (int i = blockIdx.x * 128 + threadIdx.x; i < n; i += gridDim.x * 128) {
    const int key = probe_keys[i];
    bool found = false;
    if (key >= 0) {
      unsigned slot = ((unsigned)key * 0x9E3779B1u) & table_mask;
      for (int p = 0; p < 32; ++p) {
        const int k = table[slot];
        if (k == key) { found = true; break; }
        if (k == -1) break;
        slot = (slot + 1) & table_mask;
      }
    }
    if (found) {
      cg::coalesced_group g = cg::coalesced_threads();
      int base = 0;
      if (g.thread_rank() == 0)
        base = atomicAdd(out_count, (int)g.size());
      base = g.shfl(base, 0);
      out_rows[base + g.thread_rank()] = i;
    }
  }
}
