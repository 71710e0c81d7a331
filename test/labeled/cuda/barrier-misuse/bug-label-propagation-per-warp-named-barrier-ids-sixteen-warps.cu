// EXPECT: barrier-misuse
// PTXLINT-ARGS: --block-dim=512
// BUG: label propagation (connected components) on a block-local subgraph,
// one warp per vertex chunk. Each warp stages its vertices' neighbour
// labels in its own shared-memory slice and orders the writes and reads with
// a per-warp named barrier, id 1 + warp, count 32 (a warp-local barrier with
// memory ordering). The launch was widened from 15 to 16 warps: warp 15
// gets barrier id 16, and a CTA only has barriers 0 to 15.
__global__ void __launch_bounds__(512)
label_prop(const int *__restrict__ adj, int *__restrict__ label, int deg) {
  __shared__ int nbr[512];
  const int t = threadIdx.x, warp = t / 32;
  const int v = blockIdx.x * 512 + t;
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
