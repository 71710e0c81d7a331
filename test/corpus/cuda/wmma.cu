// wmma.cu - ptxlint real-PTX corpus
//
// Covers the warp matrix (nvcuda::wmma) API, which lowers to
// wmma.load.{a,b,c}.sync.aligned.*, wmma.mma.sync.aligned.* and
// wmma.store.d.sync.aligned.* with long vector operands:
//   * f16 inputs, f16 and f32 accumulators, shapes m16n16k16, m32n8k16,
//     m8n32k16, row/col layouts, mem_row_major / mem_col_major stores
//   * s8/u8 inputs with s32 accumulators (all three shapes)
//   * bf16 inputs (sm_80+), tf32 m16n16k8 with __float_to_tf32 (sm_80+),
//     f64 m8n8k4 (sm_80+)
//   * experimental sub-byte s4/u4 m8n8k32 and b1 m8n8k128 with
//     bmma_sync XOR (sm_75+) / AND (sm_80+) and POPC accumulation
//   * fragments kept in registers across a k-loop, fill_fragment, element-wise
//     access to fragment.x[]
// A warp computes one output tile; every kernel expects blockDim.x == 32 * w.
#include <cuda_bf16.h>
#include <cuda_fp16.h>
#include <mma.h>

#include "corpus_features.cuh"

using namespace nvcuda;

// Generic tiled GEMM: C[M x N] = A[M x K] * B[K x N] (+ C), one warp per tile.
// A is row-major, B is column-major, C is row-major; M, N, K are multiples of the
// tile shape.
template <typename In, typename Acc, int TM, int TN, int TK>
__device__ void warp_gemm_tile(const In* A, const In* B, Acc* C, int M, int N, int K, bool accumulate) {
  int warp = (blockIdx.x * blockDim.x + threadIdx.x) / 32;
  int tiles_n = N / TN;
  int tm = warp / tiles_n, tn = warp % tiles_n;
  if (tm >= M / TM) return;  // warp-uniform
  wmma::fragment<wmma::matrix_a, TM, TN, TK, In, wmma::row_major> a;
  wmma::fragment<wmma::matrix_b, TM, TN, TK, In, wmma::col_major> b;
  wmma::fragment<wmma::accumulator, TM, TN, TK, Acc> c;
  if (accumulate)
    wmma::load_matrix_sync(c, C + tm * TM * N + tn * TN, N, wmma::mem_row_major);
  else
    wmma::fill_fragment(c, Acc(0));
  for (int k = 0; k < K; k += TK) {
    wmma::load_matrix_sync(a, A + tm * TM * K + k, K);
    wmma::load_matrix_sync(b, B + tn * TN * K + k, K);
    wmma::mma_sync(c, a, b, c);
  }
  wmma::store_matrix_sync(C + tm * TM * N + tn * TN, c, N, wmma::mem_row_major);
}

#define GEMM_KERNEL(NAME, IN, ACC, TM, TN, TK)                                                         \
  __global__ void NAME(const IN* A, const IN* B, ACC* C, int M, int N, int K, bool acc) {              \
    warp_gemm_tile<IN, ACC, TM, TN, TK>(A, B, C, M, N, K, acc);                                         \
  }

// f16 x f16 -> f32 / f16, three shapes
GEMM_KERNEL(wmma_f16_f32_16x16x16, __half, float, 16, 16, 16)
GEMM_KERNEL(wmma_f16_f32_32x8x16, __half, float, 32, 8, 16)
GEMM_KERNEL(wmma_f16_f32_8x32x16, __half, float, 8, 32, 16)
GEMM_KERNEL(wmma_f16_f16_16x16x16, __half, __half, 16, 16, 16)
GEMM_KERNEL(wmma_f16_f16_32x8x16, __half, __half, 32, 8, 16)

// 8-bit integer -> s32
GEMM_KERNEL(wmma_s8_16x16x16, signed char, int, 16, 16, 16)
GEMM_KERNEL(wmma_u8_32x8x16, unsigned char, int, 32, 8, 16)
GEMM_KERNEL(wmma_s8_8x32x16, signed char, int, 8, 32, 16)

// Column-major A and a col-major store of D, with a per-element epilogue on the
// accumulator fragment (alpha * acc + beta), f16 accumulator.
extern "C" __global__ void wmma_f16_epilogue(const __half* A, const __half* B, const __half* C, __half* D, float alpha,
                                             float beta) {
  if (threadIdx.x >= 32) return;
  wmma::fragment<wmma::matrix_a, 16, 16, 16, __half, wmma::col_major> a;
  wmma::fragment<wmma::matrix_b, 16, 16, 16, __half, wmma::row_major> b;
  wmma::fragment<wmma::accumulator, 16, 16, 16, __half> acc;
  wmma::fragment<wmma::accumulator, 16, 16, 16, __half> c;
  wmma::fill_fragment(acc, __float2half(0.0f));
  wmma::load_matrix_sync(a, A, 16);
  wmma::load_matrix_sync(b, B, 16);
  wmma::load_matrix_sync(c, C, 16, wmma::mem_col_major);
  wmma::mma_sync(acc, a, b, acc);
  for (int t = 0; t < acc.num_elements; ++t)
    acc.x[t] = __hadd(__hmul(__float2half(alpha), acc.x[t]), __hmul(__float2half(beta), c.x[t]));
  wmma::store_matrix_sync(D, acc, 16, wmma::mem_col_major);
}

#if CORPUS_SM80
// bf16 -> f32
GEMM_KERNEL(wmma_bf16_16x16x16, __nv_bfloat16, float, 16, 16, 16)
GEMM_KERNEL(wmma_bf16_32x8x16, __nv_bfloat16, float, 32, 8, 16)
GEMM_KERNEL(wmma_bf16_8x32x16, __nv_bfloat16, float, 8, 32, 16)
// f64 m8n8k4
GEMM_KERNEL(wmma_f64_8x8x4, double, double, 8, 8, 4)
#endif

// tf32 m16n16k8: inputs are float in memory, rounded to tf32 in the fragment.
__global__ void wmma_tf32(const float* A, const float* B, float* C, int M, int N, int K) {
#if CORPUS_SM80
  int warp = (blockIdx.x * blockDim.x + threadIdx.x) / 32;
  int tiles_n = N / 16;
  int tm = warp / tiles_n, tn = warp % tiles_n;
  if (tm >= M / 16) return;
  wmma::fragment<wmma::matrix_a, 16, 16, 8, wmma::precision::tf32, wmma::row_major> a;
  wmma::fragment<wmma::matrix_b, 16, 16, 8, wmma::precision::tf32, wmma::col_major> b;
  wmma::fragment<wmma::accumulator, 16, 16, 8, float> c;
  wmma::fill_fragment(c, 0.0f);
  for (int k = 0; k < K; k += 8) {
    wmma::load_matrix_sync(a, A + tm * 16 * K + k, K);
    wmma::load_matrix_sync(b, B + tn * 16 * K + k, K);
    for (int t = 0; t < a.num_elements; ++t) a.x[t] = wmma::__float_to_tf32(a.x[t]);
    for (int t = 0; t < b.num_elements; ++t) b.x[t] = wmma::__float_to_tf32(b.x[t]);
    wmma::mma_sync(c, a, b, c);
  }
  wmma::store_matrix_sync(C + tm * 16 * N + tn * 16, c, N, wmma::mem_row_major);
#else
  // Reference path for targets without tf32 tensor cores: one thread per output.
  int idx = blockIdx.x * blockDim.x + threadIdx.x;
  if (idx >= M * N) return;
  int r = idx / N, col = idx % N;
  float s = 0.0f;
  for (int k = 0; k < K; ++k) s += A[r * K + k] * B[col * K + k];
  C[idx] = s;
#endif
}

// Sub-byte: s4 / u4 m8n8k32 and b1 m8n8k128 (A row-major, B col-major only).
// Pointers address packed data; ldm is in elements (bits for b1).
__global__ void wmma_s4(const void* A, const void* B, int* C) {
  if (threadIdx.x >= 32) return;
  wmma::fragment<wmma::matrix_a, 8, 8, 32, wmma::experimental::precision::s4, wmma::row_major> a;
  wmma::fragment<wmma::matrix_b, 8, 8, 32, wmma::experimental::precision::s4, wmma::col_major> b;
  wmma::fragment<wmma::accumulator, 8, 8, 32, int> c;
  wmma::fill_fragment(c, 0);
  wmma::load_matrix_sync(a, A, 32);
  wmma::load_matrix_sync(b, B, 32);
  wmma::mma_sync(c, a, b, c);
  wmma::store_matrix_sync(C, c, 8, wmma::mem_row_major);
}

__global__ void wmma_u4_satfinite(const void* A, const void* B, const int* Cin, int* C) {
  if (threadIdx.x >= 32) return;
  wmma::fragment<wmma::matrix_a, 8, 8, 32, wmma::experimental::precision::u4, wmma::row_major> a;
  wmma::fragment<wmma::matrix_b, 8, 8, 32, wmma::experimental::precision::u4, wmma::col_major> b;
  wmma::fragment<wmma::accumulator, 8, 8, 32, int> c;
  wmma::load_matrix_sync(c, Cin, 8, wmma::mem_col_major);
  wmma::load_matrix_sync(a, A, 32);
  wmma::load_matrix_sync(b, B, 32);
  wmma::mma_sync(c, a, b, c, /*satf=*/true);
  wmma::store_matrix_sync(C, c, 8, wmma::mem_col_major);
}

extern "C" __global__ void wmma_b1(const unsigned* A, const unsigned* B, int* Cxor, int* Cand) {
  if (threadIdx.x >= 32) return;
  wmma::fragment<wmma::matrix_a, 8, 8, 128, wmma::experimental::precision::b1, wmma::row_major> a;
  wmma::fragment<wmma::matrix_b, 8, 8, 128, wmma::experimental::precision::b1, wmma::col_major> b;
  wmma::fragment<wmma::accumulator, 8, 8, 128, int> c;
  wmma::load_matrix_sync(a, A, 128);
  wmma::load_matrix_sync(b, B, 128);
  wmma::fill_fragment(c, 0);
  wmma::bmma_sync(c, a, b, c, wmma::experimental::bmmaBitOpXOR, wmma::experimental::bmmaAccumulateOpPOPC);
  wmma::store_matrix_sync(Cxor, c, 8, wmma::mem_row_major);
#if CORPUS_SM80
  wmma::fill_fragment(c, 0);
  wmma::bmma_sync(c, a, b, c, wmma::experimental::bmmaBitOpAND, wmma::experimental::bmmaAccumulateOpPOPC);
  wmma::store_matrix_sync(Cand, c, 8, wmma::mem_row_major);
#else
  wmma::store_matrix_sync(Cand, c, 8, wmma::mem_row_major);
#endif
}

// Fragments staged through shared memory (wmma.load from .shared state space).
__global__ void wmma_shared_staging(const __half* A, const __half* B, float* C) {
  __shared__ alignas(32) __half sa[16 * 16];
  __shared__ alignas(32) __half sb[16 * 16];
  __shared__ alignas(32) float sc[16 * 16];
  if (threadIdx.x >= 32) return;
  for (int t = threadIdx.x; t < 256; t += 32) {
    sa[t] = A[t];
    sb[t] = B[t];
  }
  __syncwarp();
  wmma::fragment<wmma::matrix_a, 16, 16, 16, __half, wmma::row_major> a;
  wmma::fragment<wmma::matrix_b, 16, 16, 16, __half, wmma::row_major> b;
  wmma::fragment<wmma::accumulator, 16, 16, 16, float> c;
  wmma::fill_fragment(c, 1.0f);
  wmma::load_matrix_sync(a, sa, 16);
  wmma::load_matrix_sync(b, sb, 16);
  wmma::mma_sync(c, a, b, c);
  wmma::store_matrix_sync(sc, c, 16, wmma::mem_row_major);
  __syncwarp();
  for (int t = threadIdx.x; t < 256; t += 32) C[t] = sc[t];
}
