// EXPECT: misaligned-access
// ARCHS: sm_80 sm_90
// ldmatrix.x4 over a 64x72-half shared tile (144-byte rows, a multiple of
// 16). The second k-step was written as k + 4 halves instead of k + 8, so
// every row address is 8 bytes into a 16-byte chunk.
#include <cuda_fp16.h>
__global__ void frag_load(const __half *g, unsigned *out) {
  __shared__ __align__(16) __half tile[64][72];
  for (int i = threadIdx.x; i < 64 * 64; i += blockDim.x)
    tile[i / 64][i % 64] = g[i];
  __syncthreads();
  unsigned lane = threadIdx.x % 32;
  unsigned r0, r1, r2, r3, acc = 0;
  for (int k = 0; k < 2; ++k) {
    const __half *p = &tile[lane % 16][k * 4 + (lane / 16) * 8];
    unsigned a = static_cast<unsigned>(__cvta_generic_to_shared(p));
    asm volatile("ldmatrix.sync.aligned.m8n8.x4.shared.b16 {%0,%1,%2,%3}, [%4];"
                 : "=r"(r0), "=r"(r1), "=r"(r2), "=r"(r3) : "r"(a));
    acc ^= r0 ^ r1 ^ r2 ^ r3;
  }
  out[blockIdx.x * blockDim.x + threadIdx.x] = acc;
}
