// EXPECT: warp-sync-mask
// ARCHS: sm_120 sm_90
// PTXLINT-ARGS: --block-dim=128
// BUG: hash semi-join, probe side: each thread probes the build-side hash
// table (open addressing, linear probing) with one key, and the rows whose
// key is found are appended to the output with a warp-aggregated atomic:
// a ballot of the found lanes, one atomicAdd by the lowest of them, and the
// base broadcast back. The ballot and the broadcast were written with the
// full mask inside `if (found)` of the grid-stride loop, so lanes whose key
// is absent are not there for the __ballot_sync(0xffffffff, 1): they have
// gone on to probe their next key.
__global__ void __launch_bounds__(128)
    semi_join_probe(const int *__restrict__ probe_keys, const int *__restrict__ table, int table_mask,
                    int *__restrict__ out_rows, int *__restrict__ out_count, int n) {
  const int lane = threadIdx.x & 31;
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
      const unsigned m = __ballot_sync(0xffffffffu, 1);
      const int leader = __ffs(m) - 1;
      int base = 0;
      if (lane == leader)
        base = atomicAdd(out_count, __popc(m));
      base = __shfl_sync(0xffffffffu, base, leader);
      out_rows[base + __popc(m & ((1u << lane) - 1))] = i;
    }
  }
}
