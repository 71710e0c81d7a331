// EXPECT: clean
// PTXLINT-ARGS: --block-dim=32,4
// Block-sparse attention scores with the sparsity mask stored per query
// block (the CTA's 4 rows share one entry, indexed by blockIdx.x): a masked
// key block is skipped by the whole CTA, so the staging barriers inside the
// loop are reached by every thread or by none.
#define BK 32
__global__ void bs_scores_blk(const float *q, const float *k, const unsigned char *mask,
                              float *out, int nkb) {
  __shared__ float ks[BK][BK + 1];
  const int row = blockIdx.x * 4 + threadIdx.y;
  const float qv = q[row * BK + threadIdx.x];
  float best = -1e30f;
  for (int kb = 0; kb < nkb; ++kb) {
    if (!mask[blockIdx.x * nkb + kb])
      continue;
    for (int r = threadIdx.y; r < BK; r += 4)
      ks[r][threadIdx.x] = k[(kb * BK + r) * BK + threadIdx.x];
    __syncthreads();
    float s = 0.f;
    for (int j = 0; j < BK; ++j)
      s += __shfl_sync(0xffffffffu, qv, j) * ks[threadIdx.x][j];
    best = fmaxf(best, s);
    __syncthreads();
  }
  out[row * BK + threadIdx.x] = best;
}
