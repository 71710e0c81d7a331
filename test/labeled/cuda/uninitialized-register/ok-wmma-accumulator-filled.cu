// EXPECT: clean
// Attention scores S = Q K^T for one 16x16 tile with head_dim 64, using WMMA:
// the accumulator fragment is zeroed with wmma::fill_fragment before the
// fully unrolled k loop, so every mma_sync reads a defined accumulator.
#include <mma.h>
using namespace nvcuda;
#define HEAD_DIM 64
__global__ void qk_tile(const half *__restrict__ q, const half *__restrict__ k,
                        float *__restrict__ s, float scale) {
  const half *qt = q + (size_t)blockIdx.x * 16 * HEAD_DIM;
  const half *kt = k + (size_t)blockIdx.y * 16 * HEAD_DIM;
  wmma::fragment<wmma::matrix_a, 16, 16, 16, half, wmma::row_major> a;
  wmma::fragment<wmma::matrix_b, 16, 16, 16, half, wmma::col_major> b;
  wmma::fragment<wmma::accumulator, 16, 16, 16, float> acc;
  wmma::fill_fragment(acc, 0.0f);
#pragma unroll
  for (int d = 0; d < HEAD_DIM; d += 16) {
    wmma::load_matrix_sync(a, qt + d, HEAD_DIM);
    wmma::load_matrix_sync(b, kt + d, HEAD_DIM);
    wmma::mma_sync(acc, a, b, acc);
  }
#pragma unroll
  for (int e = 0; e < acc.num_elements; ++e)
    acc.x[e] *= scale;
  wmma::store_matrix_sync(s + ((size_t)blockIdx.x * gridDim.y + blockIdx.y) * 256, acc, 16,
                          wmma::mem_row_major);
}
