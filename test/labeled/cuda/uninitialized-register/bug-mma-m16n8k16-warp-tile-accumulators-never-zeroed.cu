// EXPECT: uninitialized-register
// ARCHS: sm_80 sm_90
// BUG: a warp-level 16x8 f16 GEMM tile in the `tl.dot` style: A and B
// fragments come from shared memory through ldmatrix, and the k loop
// accumulates with mma.sync.m16n8k16 whose C operand is the accumulator
// itself ("+f"). The accumulator array was declared `float c[4];` without
// the `= {}` (Triton's `acc = tl.zeros(...)`), so the first mma adds the
// products to whatever the registers held.
#include <cuda_fp16.h>
__device__ __forceinline__ unsigned smem_u32(const void *p) {
  return static_cast<unsigned>(__cvta_generic_to_shared(p));
}
__global__ void __launch_bounds__(32) hgemm_warp_tile(const half *__restrict__ A, const half *__restrict__ Bt,
                                                      float *__restrict__ C, int K, int ldc) {
  __shared__ __align__(16) half As[16][24];  // 16x16 tile, rows padded to 48 bytes
  __shared__ __align__(16) half Bs[8][24];
  const int lane = threadIdx.x;
  const int m0 = blockIdx.y * 16, n0 = blockIdx.x * 8;
  float c[4];
  for (int k0 = 0; k0 < K; k0 += 16) {
    for (int e = lane; e < 16 * 16; e += 32)
      As[e / 16][e % 16] = A[(size_t)(m0 + e / 16) * K + k0 + e % 16];
    for (int e = lane; e < 8 * 16; e += 32)
      Bs[e / 16][e % 16] = Bt[(size_t)(n0 + e / 16) * K + k0 + e % 16];
    __syncwarp();
    unsigned a[4], b[2];
    asm volatile("ldmatrix.sync.aligned.m8n8.x4.shared.b16 {%0,%1,%2,%3}, [%4];"
                 : "=r"(a[0]), "=r"(a[1]), "=r"(a[2]), "=r"(a[3])
                 : "r"(smem_u32(&As[lane % 16][(lane / 16) * 8])));
    asm volatile("ldmatrix.sync.aligned.m8n8.x2.shared.b16 {%0,%1}, [%2];"
                 : "=r"(b[0]), "=r"(b[1])
                 : "r"(smem_u32(&Bs[lane % 8][((lane / 8) % 2) * 8])));
    asm volatile("mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 {%0,%1,%2,%3}, {%4,%5,%6,%7}, {%8,%9}, "
                 "{%0,%1,%2,%3};"
                 : "+f"(c[0]), "+f"(c[1]), "+f"(c[2]), "+f"(c[3])
                 : "r"(a[0]), "r"(a[1]), "r"(a[2]), "r"(a[3]), "r"(b[0]), "r"(b[1]));
    __syncwarp();
  }
  const int g = lane / 4, t = lane % 4;
  *reinterpret_cast<float2 *>(&C[(size_t)(m0 + g) * ldc + n0 + 2 * t]) = make_float2(c[0], c[1]);
  *reinterpret_cast<float2 *>(&C[(size_t)(m0 + g + 8) * ldc + n0 + 2 * t]) = make_float2(c[2], c[3]);
}
