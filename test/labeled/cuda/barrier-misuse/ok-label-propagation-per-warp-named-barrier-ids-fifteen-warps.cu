// EXPECT: clean
// PTXLINT-ARGS: --block-dim=480
// Label propagation (connected components) on a block-local subgraph, one
// warp per vertex chunk, in a block of 15 warps. Each warp stages its
// vertices' neighbour labels in its own shared-memory slice and orders the
// writes and reads with a per-warp named barrier, id 1 + warp (1 to 15),
// count 32: every id belongs to exactly one whole warp.
__global__ void __launch_bounds__(480)
label_prop(const int *__restrict__ adj, int *__restrict__ label, int deg) {
  __shared__ int nbr[480];
  const int t = threadIdx.x, warp = t / 32;
  const int v = blockIdx.x * 480 + t;
  int best = label[v];
  for (int e = 0; e < deg; ++e) {
    nbr[t] = label[adj[(size_t)v * deg + e]];
    asm volatile("bar.sync %0, 32;" ::"r"(1 + warp) : "memory");
    const int other = nbr[t ^ 1];
    best = min(best, min(nbr[t], other));
    asm volatile("bar.sync %0, 32;" ::"r"(1 + warp) : "memory");
  }
  label[v] = best;
}
