// End-to-end: the CUDA WMMA API forms wmma.cu does not cover: bf16 and tf32
// (sm_80), the m32n8k16 and m8n32k16 shapes, column-major A and row-major
// B, u8, an f16 accumulator loaded from memory, and col-major f64 A. Small
// integer inputs make every result exact. Expected: wmma_more.py.
#include <cstdint>
#include <cuda_bf16.h>
#include <mma.h>
using namespace nvcuda;

// bf16 m16n16k16, A row-major, B column-major, C = 2 -> f32 row-major.
extern "C" __global__ void wmma_bf16(const __nv_bfloat16 *a, const __nv_bfloat16 *b, float *d) {
  wmma::fragment<wmma::matrix_a, 16, 16, 16, __nv_bfloat16, wmma::row_major> fa;
  wmma::fragment<wmma::matrix_b, 16, 16, 16, __nv_bfloat16, wmma::col_major> fb;
  wmma::fragment<wmma::accumulator, 16, 16, 16, float> fc;
  wmma::load_matrix_sync(fa, a, 16);
  wmma::load_matrix_sync(fb, b, 16);
  wmma::fill_fragment(fc, 2.0f);
  wmma::mma_sync(fc, fa, fb, fc);
  wmma::store_matrix_sync(d, fc, 16, wmma::mem_row_major);
}

// tf32 m16n16k8, A column-major, B row-major (f32 in memory, converted
// element-wise), C from memory (row-major) -> f32 column-major.
extern "C" __global__ void wmma_tf32(const float *a, const float *b, const float *c, float *d) {
  wmma::fragment<wmma::matrix_a, 16, 16, 8, wmma::precision::tf32, wmma::col_major> fa;
  wmma::fragment<wmma::matrix_b, 16, 16, 8, wmma::precision::tf32, wmma::row_major> fb;
  wmma::fragment<wmma::accumulator, 16, 16, 8, float> fc;
  wmma::load_matrix_sync(fa, a, 16);
  wmma::load_matrix_sync(fb, b, 16);
  for (int i = 0; i < fa.num_elements; ++i)
    fa.x[i] = wmma::__float_to_tf32(fa.x[i]);
  for (int i = 0; i < fb.num_elements; ++i)
    fb.x[i] = wmma::__float_to_tf32(fb.x[i]);
  wmma::load_matrix_sync(fc, c, 16, wmma::mem_row_major);
  wmma::mma_sync(fc, fa, fb, fc);
  wmma::store_matrix_sync(d, fc, 16, wmma::mem_col_major);
}

// u8 m32n8k16, A column-major, B row-major, C = 5 -> s32 row-major.
extern "C" __global__ void wmma_u8(const uint8_t *a, const uint8_t *b, int *d) {
  wmma::fragment<wmma::matrix_a, 32, 8, 16, unsigned char, wmma::col_major> fa;
  wmma::fragment<wmma::matrix_b, 32, 8, 16, unsigned char, wmma::row_major> fb;
  wmma::fragment<wmma::accumulator, 32, 8, 16, int> fc;
  wmma::load_matrix_sync(fa, a, 32);
  wmma::load_matrix_sync(fb, b, 8);
  wmma::fill_fragment(fc, 5);
  wmma::mma_sync(fc, fa, fb, fc);
  wmma::store_matrix_sync(d, fc, 8, wmma::mem_row_major);
}

// f16 m8n32k16, A column-major, B row-major, f16 C loaded column-major ->
// f16 D row-major.
extern "C" __global__ void wmma_f16h(const half *a, const half *b, const half *c, half *d) {
  wmma::fragment<wmma::matrix_a, 8, 32, 16, half, wmma::col_major> fa;
  wmma::fragment<wmma::matrix_b, 8, 32, 16, half, wmma::row_major> fb;
  wmma::fragment<wmma::accumulator, 8, 32, 16, half> fc;
  wmma::load_matrix_sync(fa, a, 8);
  wmma::load_matrix_sync(fb, b, 32);
  wmma::load_matrix_sync(fc, c, 8, wmma::mem_col_major);
  wmma::mma_sync(fc, fa, fb, fc);
  wmma::store_matrix_sync(d, fc, 32, wmma::mem_row_major);
}

// f16 m32n8k16 -> f32, A and B row-major, C = 0.
extern "C" __global__ void wmma_f16w(const half *a, const half *b, float *d) {
  wmma::fragment<wmma::matrix_a, 32, 8, 16, half, wmma::row_major> fa;
  wmma::fragment<wmma::matrix_b, 32, 8, 16, half, wmma::row_major> fb;
  wmma::fragment<wmma::accumulator, 32, 8, 16, float> fc;
  wmma::load_matrix_sync(fa, a, 16);
  wmma::load_matrix_sync(fb, b, 8);
  wmma::fill_fragment(fc, 0.0f);
  wmma::mma_sync(fc, fa, fb, fc);
  wmma::store_matrix_sync(d, fc, 8, wmma::mem_row_major);
}

// f64 m8n8k4, A column-major, B row-major, C = 0 -> row-major.
extern "C" __global__ void wmma_f64c(const double *a, const double *b, double *d) {
  wmma::fragment<wmma::matrix_a, 8, 8, 4, double, wmma::col_major> fa;
  wmma::fragment<wmma::matrix_b, 8, 8, 4, double, wmma::row_major> fb;
  wmma::fragment<wmma::accumulator, 8, 8, 4, double> fc;
  wmma::load_matrix_sync(fa, a, 8);
  wmma::load_matrix_sync(fb, b, 8);
  wmma::fill_fragment(fc, 0.0);
  wmma::mma_sync(fc, fa, fb, fc);
  wmma::store_matrix_sync(d, fc, 8, wmma::mem_row_major);
}
