// EXPECT: barrier-divergence
// PTXLINT-ARGS: --block-dim=128
// BUG: a grouped GEMM over problems concatenated along M (MoE experts). Each
// thread looks up its problem from its own global row, and the k loop runs to
// that problem's K. A block of 128 rows straddles two problems whenever a
// problem's row count is not a multiple of 128, and then the threads of one
// block run different numbers of k tiles: the __syncthreads() calls in the k
// loop are reached by only part of the block. The lookup must use the block's
// first row (problems padded to whole tiles) for the trip count to be uniform.
struct Problem { int m_begin, k; const float *a, *b; float *c; };
#define BK 32
__global__ void __launch_bounds__(128) grouped_gemv(const Problem *__restrict__ probs, int nprob) {
  __shared__ float bs[BK];
  int row = blockIdx.x * 128 + threadIdx.x;
  int p = 0;
  while (p + 1 < nprob && probs[p + 1].m_begin <= row)
    ++p;
  Problem pr = probs[p];
  int r = row - pr.m_begin;
  float acc = 0.f;
  for (int k0 = 0; k0 < pr.k; k0 += BK) {
    if (threadIdx.x < BK)
      bs[threadIdx.x] = k0 + threadIdx.x < pr.k ? pr.b[k0 + threadIdx.x] : 0.f;
    __syncthreads();
    for (int kk = 0; kk < BK && k0 + kk < pr.k; ++kk)
      acc += pr.a[(size_t)r * pr.k + k0 + kk] * bs[kk];
    __syncthreads();
  }
  pr.c[r] = acc;
}
