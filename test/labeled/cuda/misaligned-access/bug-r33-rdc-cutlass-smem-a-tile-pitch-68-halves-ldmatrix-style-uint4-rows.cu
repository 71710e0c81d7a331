// EXPECT: misaligned-access
// ARCHS: sm_80 sm_90
// MODES: O3 G lineinfo
// NVCC-ARGS: -rdc=true
// PTXLINT-ARGS: --block-dim=128
// BUG: CUTLASS-like predicated tile iterator for a 64 x 64 half A tile, built
// with separate compilation. The shared-memory tile is padded against bank
// conflicts, but by 4 halves (pitch 68 halves = 136 bytes) instead of 8: the
// 16-byte row fragments (8 halves, read as uint4 by the extern fragment
// loader) of odd rows start 8 bytes off a 16-byte boundary.
#include <cuda_fp16.h>
#define PITCH 68
__device__ uint4 load_frag(const __half *tile, int row, int col8);
__global__ void __launch_bounds__(128)
    a_tile_iter(const __half *__restrict__ A, float *__restrict__ out, int lda, int M) {
  __shared__ __align__(16) __half tile[64 * PITCH];
  const int t = threadIdx.x;
  for (int i = t; i < 64 * 8; i += 128) {
    const int r = i / 8, c8 = i % 8;
    const int gr = blockIdx.x * 64 + r;
    uint4 v = make_uint4(0, 0, 0, 0);
    if (gr < M)
      v = *reinterpret_cast<const uint4 *>(A + (size_t)gr * lda + c8 * 8);
    const __half2 *h = reinterpret_cast<const __half2 *>(&v);
    for (int j = 0; j < 4; ++j)
      reinterpret_cast<__half2 *>(tile + r * PITCH + c8 * 8)[j] = h[j];
  }
  __syncthreads();
  float acc = 0.f;
  for (int k = 0; k < 8; ++k) {
    const uint4 f = load_frag(tile, t / 2, (t % 2) * 4 + (k % 4));
    const __half2 *h = reinterpret_cast<const __half2 *>(&f);
    for (int j = 0; j < 4; ++j)
      acc += __low2float(h[j]) + __high2float(h[j]);
  }
  out[blockIdx.x * 128 + t] = acc;
}
__device__ uint4 load_frag(const __half *tile, int row, int col8) {
  return *reinterpret_cast<const uint4 *>(tile + row * PITCH + col8 * 8);
}
