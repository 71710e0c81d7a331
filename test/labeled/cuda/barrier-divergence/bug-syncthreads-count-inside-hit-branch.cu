// EXPECT: barrier-divergence
// Counting how many threads of each block found a match. __syncthreads_count() was called
// inside `if (hit)` (BUG), as if it counted the threads that call it: it is
// a CTA barrier (bar.red.popc) that every thread of the block must reach,
// and the threads without a hit never do.
__global__ void count_hits(const int *keys, int needle, int n, int *block_hits) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  bool hit = i < n && keys[i] == needle;
  if (hit) {
    int nhits = __syncthreads_count(1);
    block_hits[blockIdx.x] = nhits; // every hitting thread writes the same count
  }
}
