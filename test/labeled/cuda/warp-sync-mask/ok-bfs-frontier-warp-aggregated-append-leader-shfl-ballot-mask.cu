// EXPECT: clean
// PTXLINT-ARGS: --block-dim=256
// BFS frontier append with a warp-aggregated atomic: the lanes whose vertex
// has out-edges are balloted, the first of them reserves room for all and
// broadcasts the base with the ballot as the shuffle's mask.
__global__ void bfs_append_ballot_mask(const int *frontier, int nf, const int *rp, int *level, int depth,
                    int *next, int *next_len) {
  const int lane = threadIdx.x % 32;
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  const int v = i < nf ? frontier[i] : -1;
  const int deg = v >= 0 ? rp[v + 1] - rp[v] : 0;
  const unsigned m = __ballot_sync(0xffffffffu, deg > 0);
  if (deg > 0) {
    const int rank = __popc(m & ((1u << lane) - 1));
    int base = 0;
    if (rank == 0)
      base = atomicAdd(next_len, __popc(m));
    base = __shfl_sync(m, base, __ffs(m) - 1);
    next[base + rank] = v;
  }
  if (v >= 0)
    level[v] = depth;
}
