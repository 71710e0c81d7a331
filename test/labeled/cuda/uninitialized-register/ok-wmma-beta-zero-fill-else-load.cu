// EXPECT: clean
// 16x16 WMMA GEMM tile with the BLAS convention C = alpha*A*B + beta*C: when
// beta is 0, C may hold garbage (NaNs) and must not be read, so the
// accumulator is zero-filled; otherwise it is loaded from C. Either way the
// fragment is written on every path before the first mma_sync.
#include <mma.h>
using namespace nvcuda;
__global__ void gemm_tile(const half *__restrict__ A, const half *__restrict__ B,
                          float *__restrict__ C, int K, int ldc, float alpha, float beta) {
  int tm = blockIdx.x * 16, tn = blockIdx.y * 16;
  wmma::fragment<wmma::matrix_a, 16, 16, 16, half, wmma::row_major> a;
  wmma::fragment<wmma::matrix_b, 16, 16, 16, half, wmma::col_major> b;
  wmma::fragment<wmma::accumulator, 16, 16, 16, float> acc;
  wmma::fragment<wmma::accumulator, 16, 16, 16, float> c;
  wmma::fill_fragment(acc, 0.0f);
  for (int k = 0; k < K; k += 16) {
    wmma::load_matrix_sync(a, A + (size_t)tm * K + k, K);
    wmma::load_matrix_sync(b, B + (size_t)tn * K + k, K);
    wmma::mma_sync(acc, a, b, acc);
  }
  if (beta != 0.0f)
    wmma::load_matrix_sync(c, C + (size_t)tm * ldc + tn, ldc, wmma::mem_row_major);
  else
    wmma::fill_fragment(c, 0.0f);
#pragma unroll
  for (int e = 0; e < c.num_elements; ++e)
    c.x[e] = alpha * acc.x[e] + beta * c.x[e];
  wmma::store_matrix_sync(C + (size_t)tm * ldc + tn, c, ldc, wmma::mem_row_major);
}
