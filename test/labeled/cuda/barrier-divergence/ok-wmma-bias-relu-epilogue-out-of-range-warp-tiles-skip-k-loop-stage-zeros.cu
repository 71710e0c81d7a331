// EXPECT: clean
// OK: the wmma GEMM with a bias+ReLU epilogue, where a warp whose 16x16
// quadrant lies outside M or N skips only its k loop (a warp-uniform branch
// around the warp-wide wmma calls) and stores its zero accumulator: all four
// warps reach the staging __syncthreads(), and the store loop's bounds check
// drops the padding. (M, N, K multiples of 16.)
#include <mma.h>
#include <cuda_fp16.h>
using namespace nvcuda;
__global__ void __launch_bounds__(128) gemm_bias_relu(const half *__restrict__ A, const half *__restrict__ B,
                                                      const float *__restrict__ bias, float *__restrict__ C,
                                                      int M, int N, int K) {
  __shared__ __align__(32) float cs[32][36];
  int warp = threadIdx.x / 32;
  int wr = warp / 2, wc = warp % 2;
  int row0 = blockIdx.y * 32 + wr * 16, col0 = blockIdx.x * 32 + wc * 16;
  wmma::fragment<wmma::accumulator, 16, 16, 16, float> acc;
  wmma::fill_fragment(acc, 0.f);
  if (row0 < M && col0 < N) {
    for (int k = 0; k < K; k += 16) {
      wmma::fragment<wmma::matrix_a, 16, 16, 16, half, wmma::row_major> a;
      wmma::fragment<wmma::matrix_b, 16, 16, 16, half, wmma::row_major> b;
      wmma::load_matrix_sync(a, A + (size_t)row0 * K + k, K);
      wmma::load_matrix_sync(b, B + (size_t)k * N + col0, N);
      wmma::mma_sync(acc, a, b, acc);
    }
  }
  wmma::store_matrix_sync(&cs[wr * 16][wc * 16], acc, 36, wmma::mem_row_major);
  __syncthreads();
  for (int e = threadIdx.x; e < 32 * 32; e += 128) {
    int r = e / 32, c = e % 32;
    int gr = blockIdx.y * 32 + r, gc = blockIdx.x * 32 + c;
    if (gr < M && gc < N)
      C[(size_t)gr * N + gc] = fmaxf(cs[r][c] + bias[gc], 0.f);
  }
}
