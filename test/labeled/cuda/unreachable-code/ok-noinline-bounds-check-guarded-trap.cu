// EXPECT: clean
// An out-of-line bounds checker (__noinline__ to keep call sites small) that
// traps only for an index outside [0, n): it returns on every valid index, so
// the gather after the call runs.
__device__ __noinline__ void check_index(int idx, int n) {
  if (idx < 0 || idx >= n)
    asm volatile("trap;");
}
__global__ void embedding_gather(const int *__restrict__ tokens, int ntok,
                                 const float *__restrict__ table, int vocab, int dim,
                                 float *__restrict__ out) {
  int t = blockIdx.x;
  if (t >= ntok)
    return;
  int id = tokens[t];
  check_index(id, vocab);
  for (int d = threadIdx.x; d < dim; d += blockDim.x)
    out[(size_t)t * dim + d] = table[(size_t)id * dim + d];
}
