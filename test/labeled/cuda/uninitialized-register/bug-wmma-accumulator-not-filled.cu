// EXPECT: uninitialized-register
// MODES: O3
// Attention scores S = Q K^T for one 16x16 tile with head_dim 64, using WMMA.
// The head dimension is a compile-time constant, so the k loop is fully
// unrolled, but the accumulator fragment is never zeroed (the
// wmma::fill_fragment(acc, 0.0f) line was lost in a refactor): the first
// mma_sync adds Q K^T to whatever the accumulator registers held.
// O3 only: under nvcc -G the fragments live in the local stack frame and the
// out-of-line wmma::mma_sync loads the accumulator from it, so -G's PTX reads
// unwritten memory, not an unwritten register (outside this rule).
#include <mma.h>
using namespace nvcuda;
#define HEAD_DIM 64
__global__ void qk_tile(const half *__restrict__ q, const half *__restrict__ k,
                        float *__restrict__ s, float scale) {
  // one warp per 16x16 score tile; q: [16][HEAD_DIM] row-major, k: [16][HEAD_DIM]
  const half *qt = q + (size_t)blockIdx.x * 16 * HEAD_DIM;
  const half *kt = k + (size_t)blockIdx.y * 16 * HEAD_DIM;
  wmma::fragment<wmma::matrix_a, 16, 16, 16, half, wmma::row_major> a;
  wmma::fragment<wmma::matrix_b, 16, 16, 16, half, wmma::col_major> b;
  wmma::fragment<wmma::accumulator, 16, 16, 16, float> acc;
#pragma unroll
  for (int d = 0; d < HEAD_DIM; d += 16) {
    wmma::load_matrix_sync(a, qt + d, HEAD_DIM);
    wmma::load_matrix_sync(b, kt + d, HEAD_DIM);
    wmma::mma_sync(acc, a, b, acc); // BUG: acc is read before anything writes it
  }
#pragma unroll
  for (int e = 0; e < acc.num_elements; ++e)
    acc.x[e] *= scale;
  wmma::store_matrix_sync(s + ((size_t)blockIdx.x * gridDim.y + blockIdx.y) * 256, acc, 16,
                          wmma::mem_row_major);
}
