// EXPECT: clean
// The only guard is on the warp's tile row tm, computed from the global
// warp index: the same in all 32 lanes of a warp (blockDim.x is a multiple of
// 32), so the warps that return do so whole and the .aligned WMMA loads, mma
// and store run with full warps; the K loop bound is a parameter.
// One warp per 16x16 tile of C = A * B (half in, float accumulate) with
// WMMA; A is row-major M x K, B column-major K x N, K a multiple of 16.
#include <mma.h>
using namespace nvcuda;
__global__ void wmma_gemm(const half *A, const half *B, float *C, int M, int N, int K) {
  const int warp = (blockIdx.x * blockDim.x + threadIdx.x) / 32;
  const int lane = threadIdx.x % 32;
  const int tiles_n = N / 16;
  const int tm = warp / tiles_n, tn = warp % tiles_n;
  if (tm * 16 >= M)
    return;  // whole warp: tm is the same in every lane
  wmma::fragment<wmma::matrix_a, 16, 16, 16, half, wmma::row_major> a;
  wmma::fragment<wmma::matrix_b, 16, 16, 16, half, wmma::col_major> b;
  wmma::fragment<wmma::accumulator, 16, 16, 16, float> c;
  wmma::fill_fragment(c, 0.f);
  for (int k = 0; k < K; k += 16) {
    wmma::load_matrix_sync(a, A + (size_t)tm * 16 * K + k, K);
    wmma::load_matrix_sync(b, B + (size_t)tn * 16 * K + k, K);
    wmma::mma_sync(c, a, b, c);
  }
  wmma::store_matrix_sync(C + (size_t)tm * 16 * N + tn * 16, c, N, wmma::mem_row_major);
}
