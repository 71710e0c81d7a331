// The CUDA WMMA sub-byte API (nvcuda::wmma::experimental, sm_75+): s4 and
// u4 m8n8k32 with s32 accumulators, and b1 m8n8k128 with XOR / AND popcount
// (bmma_sync). A row-major, B column-major, as the API requires.
// Expected: wmma_subbyte.py.
#include <mma.h>
using namespace nvcuda;
using namespace nvcuda::wmma::experimental;

extern "C" __global__ void wmma_s4(const void *a, const void *b, const int *c, int *d) {
  wmma::fragment<wmma::matrix_a, 8, 8, 32, precision::s4, wmma::row_major> fa;
  wmma::fragment<wmma::matrix_b, 8, 8, 32, precision::s4, wmma::col_major> fb;
  wmma::fragment<wmma::accumulator, 8, 8, 32, int> fc;
  wmma::load_matrix_sync(fa, a, 32);
  wmma::load_matrix_sync(fb, b, 32);
  wmma::load_matrix_sync(fc, c, 8, wmma::mem_row_major);
  wmma::mma_sync(fc, fa, fb, fc);
  wmma::store_matrix_sync(d, fc, 8, wmma::mem_row_major);
}

extern "C" __global__ void wmma_u4(const void *a, const void *b, int *d) {
  wmma::fragment<wmma::matrix_a, 8, 8, 32, precision::u4, wmma::row_major> fa;
  wmma::fragment<wmma::matrix_b, 8, 8, 32, precision::u4, wmma::col_major> fb;
  wmma::fragment<wmma::accumulator, 8, 8, 32, int> fc;
  wmma::load_matrix_sync(fa, a, 32);
  wmma::load_matrix_sync(fb, b, 32);
  wmma::fill_fragment(fc, 5);
  wmma::mma_sync(fc, fa, fb, fc);
  wmma::store_matrix_sync(d, fc, 8, wmma::mem_col_major);
}

extern "C" __global__ void wmma_b1(const void *a, const void *b, int *dx, int *da) {
  wmma::fragment<wmma::matrix_a, 8, 8, 128, precision::b1, wmma::row_major> fa;
  wmma::fragment<wmma::matrix_b, 8, 8, 128, precision::b1, wmma::col_major> fb;
  wmma::fragment<wmma::accumulator, 8, 8, 128, int> fc;
  wmma::load_matrix_sync(fa, a, 128);
  wmma::load_matrix_sync(fb, b, 128);
  wmma::fill_fragment(fc, 0);
  wmma::bmma_sync(fc, fa, fb, fc, bmmaBitOpXOR);
  wmma::store_matrix_sync(dx, fc, 8, wmma::mem_row_major);
#if __CUDA_ARCH__ >= 800
  wmma::fill_fragment(fc, 1);
  wmma::bmma_sync(fc, fa, fb, fc, bmmaBitOpAND);
  wmma::store_matrix_sync(da, fc, 8, wmma::mem_row_major);
#endif
}
