// EXPECT: barrier-divergence
// The K loop guards the fragment loads per lane, if (k + lane < K), copied
// from a scalar kernel where each lane loaded one k (BUG): wmma.load is a
// .aligned warp collective, and in the last K step with K % 32 == 16 only
// lanes 0..15 execute it (undefined: the fragments are garbage or it hangs).
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
    if (k + lane < K) {  // BUG: lane-dependent guard around .aligned loads
      wmma::load_matrix_sync(a, A + (size_t)tm * 16 * K + k, K);
      wmma::load_matrix_sync(b, B + (size_t)tn * 16 * K + k, K);
    }
    wmma::mma_sync(c, a, b, c);
  }
  wmma::store_matrix_sync(C + (size_t)tm * 16 * N + tn * 16, c, N, wmma::mem_row_major);
}
