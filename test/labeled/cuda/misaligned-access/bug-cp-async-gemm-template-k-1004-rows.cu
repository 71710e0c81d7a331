// EXPECT: misaligned-access
// BUG: the K = 1004 instantiation (a layer whose width is not a multiple of
// 8) gives rows of 2008 bytes, 8 past a multiple of 16, so every odd row's
// 16-byte cp.async source is misaligned (cp.async.cg needs 16-byte alignment
// of both addresses); the K = 1024 instantiation is fine.
// Half-precision GEMM A-tile loader templated on the (compile-time) K of
// the layer: each thread copies 16-byte chunks (8 halves) of a 64 x 32 tile
// of row-major A[M][K] into shared memory with cp.async.cg, 16 bytes at a
// time. Global row r starts at 2*K*r bytes.
#include <cuda_fp16.h>
#include <cuda_pipeline.h>
template <int K>
__global__ void gemm_a_tiles(const __half *__restrict__ A, float *out, int M) {
  __shared__ __align__(16) __half As[64][32 + 8];
  float acc = 0.f;
  for (int k0 = 0; k0 + 32 <= K; k0 += 32) {
    for (int c = threadIdx.x; c < 64 * 4; c += blockDim.x) {
      const int r = c / 4, chunk = c % 4;
      const int gr = min(blockIdx.x * 64 + r, M - 1);
      __pipeline_memcpy_async(&As[r][chunk * 8], A + (size_t)gr * K + k0 + chunk * 8, 16);
    }
    __pipeline_commit();
    __pipeline_wait_prior(0);
    __syncthreads();
    for (int k = 0; k < 32; ++k)
      acc += __half2float(As[threadIdx.x % 64][k]);
    __syncthreads();
  }
  out[blockIdx.x * blockDim.x + threadIdx.x] = acc;
}
template __global__ void gemm_a_tiles<1024>(const __half *, float *, int);
template __global__ void gemm_a_tiles<1004>(const __half *, float *, int);  // BUG
