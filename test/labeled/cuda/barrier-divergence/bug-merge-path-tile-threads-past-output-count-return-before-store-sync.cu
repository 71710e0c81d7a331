// EXPECT: barrier-divergence
// PTXLINT-ARGS: --block-dim=128
// Merge-path merge of two sorted int arrays, one output tile of 128 x 4
// items per CTA: the CTA loads its A and B ranges into shared memory, each
// thread finds its own split on its diagonal with a binary search and
// merges 4 items into a shared output tile, then the tile is stored
// coalesced after a __syncthreads(). In the last (partial) tile the threads
// whose diagonal lies past the tile's item count have nothing to merge and
// return -- before the __syncthreads() that the other threads wait in.
#define THREADS 128
#define ITEMS 4
#define TILE (THREADS * ITEMS)

__device__ int merge_path(const int *a, int na, const int *b, int nb, int diag) {
  int lo = max(0, diag - nb), hi = min(diag, na);
  while (lo < hi) {
    const int mid = (lo + hi) >> 1;
    if (a[mid] <= b[diag - 1 - mid])
      lo = mid + 1;
    else
      hi = mid;
  }
  return lo;
}

__global__ void __launch_bounds__(THREADS)
merge_tiles(const int *__restrict__ A, int na, const int *__restrict__ B, int nb,
            const int *__restrict__ tile_split, int *__restrict__ out) {
  __shared__ int sa_sb[TILE + 1];
  __shared__ int sout[TILE];
  const int t = threadIdx.x;
  const int out0 = blockIdx.x * TILE;
  const int count = min(TILE, na + nb - out0);
  const int a0 = tile_split[blockIdx.x], a1 = tile_split[blockIdx.x + 1];
  const int b0 = out0 - a0, b1 = out0 + count - a1;
  const int la = a1 - a0, lb = b1 - b0;
  for (int k = t; k < la + lb; k += THREADS)
    sa_sb[k] = k < la ? A[a0 + k] : B[b0 + k - la];
  __syncthreads();
  const int diag = t * ITEMS;
  if (diag >= count)
    return; // BUG: nothing to merge, but the store below has a barrier
  const int *sa = sa_sb, *sb = sa_sb + la;
  int ia = merge_path(sa, la, sb, lb, diag), ib = diag - ia;
  for (int k = 0; k < ITEMS && diag + k < count; ++k) {
    const bool take_a = ib >= lb || (ia < la && sa[ia] <= sb[ib]);
    sout[diag + k] = take_a ? sa[ia++] : sb[ib++];
  }
  __syncthreads();
  for (int k = t; k < count; k += THREADS)
    out[out0 + k] = sout[k];
}
