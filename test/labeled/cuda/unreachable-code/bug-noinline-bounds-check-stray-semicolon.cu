// EXPECT: unreachable-code
// An out-of-line bounds checker (kept __noinline__ so the many call sites stay
// small) with a stray semicolon after its if: the inline-PTX trap runs on
// every call, the helper never returns, and the gather after the first call
// is dead.
__device__ __noinline__ void check_index(int idx, int n) {
  if (idx < 0 || idx >= n); // BUG: empty if-body, the trap below always runs
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
  for (int d = threadIdx.x; d < dim; d += blockDim.x) // BUG: never reached
    out[(size_t)t * dim + d] = table[(size_t)id * dim + d];
}
