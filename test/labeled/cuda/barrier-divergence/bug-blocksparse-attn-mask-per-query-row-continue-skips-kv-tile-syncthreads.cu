// EXPECT: barrier-divergence
// PTXLINT-ARGS: --block-dim=32,4
// Block-sparse attention scores: a CTA computes 4 query rows (threadIdx.y),
// staging each 32-key block of K in shared memory between two barriers. The
// sparsity mask is looked up per query row, so a row whose block is masked
// out `continue`s past both barriers while the other rows of the CTA wait at
// them (the mask is per row, not per CTA).
#define BK 32
__global__ void bs_scores(const float *q, const float *k, const unsigned char *mask,
                          float *out, int nkb) {
  __shared__ float ks[BK][BK + 1];
  const int row = blockIdx.x * 4 + threadIdx.y;
  const float qv = q[row * BK + threadIdx.x];
  float best = -1e30f;
  for (int kb = 0; kb < nkb; ++kb) {
    if (!mask[row * nkb + kb])
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
