// End-to-end: the CUDA WMMA API (wmma.load / wmma.mma / wmma.store) for
// f16 -> f32 (row-major A, col-major B, with a leading dimension larger
// than the tile), f16 -> f16, and s8 -> s32, plus an element-wise fragment
// operation. Small integer inputs make every result exact. Expected: wmma.py.
#include <cstdint>
#include <mma.h>
using namespace nvcuda;

extern "C" __global__ void wmma_f16(const half *a, const half *b, float *d, half *dh) {
  wmma::fragment<wmma::matrix_a, 16, 16, 16, half, wmma::row_major> fa;
  wmma::fragment<wmma::matrix_b, 16, 16, 16, half, wmma::col_major> fb;
  wmma::fragment<wmma::accumulator, 16, 16, 16, float> fc;
  wmma::fragment<wmma::accumulator, 16, 16, 16, half> fh;
  wmma::load_matrix_sync(fa, a, 32); // A is the left 16x16 of a 16x32 matrix
  wmma::load_matrix_sync(fb, b, 16);
  wmma::fill_fragment(fc, 0.5f);
  for (int i = 0; i < fc.num_elements; ++i)
    fc.x[i] *= 2.0f; // C = 1.0 everywhere
  wmma::mma_sync(fc, fa, fb, fc);
  wmma::store_matrix_sync(d, fc, 16, wmma::mem_row_major);
  wmma::fill_fragment(fh, __float2half(0.0f));
  wmma::mma_sync(fh, fa, fb, fh);
  wmma::store_matrix_sync(dh, fh, 16, wmma::mem_col_major);
}

extern "C" __global__ void wmma_s8(const int8_t *a, const int8_t *b, int *d) {
  wmma::fragment<wmma::matrix_a, 16, 16, 16, signed char, wmma::row_major> fa;
  wmma::fragment<wmma::matrix_b, 16, 16, 16, signed char, wmma::row_major> fb;
  wmma::fragment<wmma::accumulator, 16, 16, 16, int> fc;
  wmma::load_matrix_sync(fa, a, 16);
  wmma::load_matrix_sync(fb, b, 16);
  wmma::fill_fragment(fc, -3);
  wmma::mma_sync(fc, fa, fb, fc);
  wmma::store_matrix_sync(d, fc, 16, wmma::mem_row_major);
}

// f64 m8n8k4 (sm_80): D = A * B + C as a chain of fused multiply-adds in k
// order, rounded to nearest (PTX ISA 8.5 9.7.15.3).
extern "C" __global__ void wmma_f64(const double *a, const double *b, const double *c, double *d) {
  wmma::fragment<wmma::matrix_a, 8, 8, 4, double, wmma::row_major> fa;
  wmma::fragment<wmma::matrix_b, 8, 8, 4, double, wmma::col_major> fb;
  wmma::fragment<wmma::accumulator, 8, 8, 4, double> fc;
  wmma::load_matrix_sync(fa, a, 4);
  wmma::load_matrix_sync(fb, b, 4);
  wmma::load_matrix_sync(fc, c, 8, wmma::mem_row_major);
  wmma::mma_sync(fc, fa, fb, fc);
  wmma::store_matrix_sync(d, fc, 8, wmma::mem_col_major);
}
