// EXPECT: clean
// PTXLINT-ARGS: --block-dim=256
// OK: one Boruvka round of a minimum spanning forest, one block per
// component (vertices relabelled so that component c owns vertices
// cstart[c] .. cstart[c+1]-1). Threads stride over the component's vertices
// and keep the lightest edge that leaves the component, packed as
// (weight << 32 | edge id); the block then min-reduces the 256 keys in
// shared memory and thread 0 records the component's edge. Threads without
// a vertex (small components) run no trip of the stride loop, keep the
// neutral key ~0 and take part in every barrier of the reduction.
__global__ void __launch_bounds__(256)
boruvka_min_edge(const int *__restrict__ cstart, const int *__restrict__ row_ptr,
                 const int *__restrict__ col, const float *__restrict__ w,
                 const int *__restrict__ comp, unsigned long long *__restrict__ best) {
  __shared__ unsigned long long red[256];
  const int c = blockIdx.x, t = threadIdx.x;
  const int first = cstart[c], last = cstart[c + 1];
  unsigned long long key = ~0ull;
  for (int v = first + t; v < last; v += 256) {
    for (int e = row_ptr[v]; e < row_ptr[v + 1]; ++e) {
      if (comp[col[e]] == c) continue;
      const unsigned long long k = ((unsigned long long)__float_as_uint(w[e]) << 32) | (unsigned)e;
      key = k < key ? k : key;
    }
  }
  red[t] = key;
  __syncthreads();
  for (int s = 128; s > 0; s >>= 1) {
    if (t < s) red[t] = min(red[t], red[t + s]);
    __syncthreads();
  }
  if (t == 0) best[c] = red[0];
}
