// EXPECT: warp-sync-mask
// ARCHS: sm_80 sm_90
// PTXLINT-ARGS: --block-dim=256
// BUG: label propagation (connected components), one vertex per lane. Each
// lane walks its own vertex's neighbour list, and inside that loop the warp
// tracks the smallest label seen so far with __reduce_min_sync over the full
// mask (to stop early once the warp-wide minimum reaches 0). Degrees differ
// per lane: lanes with shorter lists leave the loop and go on to write their
// label while the others wait for them in the reduction.
__global__ void label_prop(const int *__restrict__ rowptr, const int *__restrict__ col,
                           const unsigned *__restrict__ label_in, unsigned *__restrict__ label_out,
                           int *__restrict__ changed, int n) {
  const int v = blockIdx.x * blockDim.x + threadIdx.x;
  const int vv = min(v, n - 1);
  unsigned best = label_in[vv];
  for (int e = rowptr[vv]; e < rowptr[vv + 1]; ++e) {
    best = min(best, label_in[col[e]]);
    if (__reduce_min_sync(0xffffffffu, best) == 0) break;
  }
  if (v < n) {
    label_out[v] = best;
    if (best != label_in[v]) *changed = 1;
  }
}
