// EXPECT: clean
// ARCHS: sm_80 sm_90
// OK: the smaller-A-fragment edit done consistently: the A load is
// `ldmatrix ... .x2` (rows 0-15, k 0-7) and the mma is m16n8k8, which takes
// exactly two A registers and one B register (B from `ldmatrix ... .x1`);
// the k loop steps by 8. Every register the mma reads was written by a load.
#include <cuda_fp16.h>
__device__ __forceinline__ unsigned smem_u32(const void *p) {
  return static_cast<unsigned>(__cvta_generic_to_shared(p));
}
__global__ void __launch_bounds__(32) hgemm_warp_tile(const half *__restrict__ A, const half *__restrict__ Bt,
                                                      float *__restrict__ C, int K, int ldc) {
  __shared__ __align__(16) half As[16][8];  // 16x8 tile, 16-byte rows
  __shared__ __align__(16) half Bs[8][8];
  const int lane = threadIdx.x;
  const int m0 = blockIdx.y * 16, n0 = blockIdx.x * 8;
  float c[4] = {0.f, 0.f, 0.f, 0.f};
  for (int k0 = 0; k0 < K; k0 += 8) {
    for (int e = lane; e < 16 * 8; e += 32)
      As[e / 8][e % 8] = A[(size_t)(m0 + e / 8) * K + k0 + e % 8];
    for (int e = lane; e < 8 * 8; e += 32)
      Bs[e / 8][e % 8] = Bt[(size_t)(n0 + e / 8) * K + k0 + e % 8];
    __syncwarp();
    unsigned a[2], b;
    asm volatile("ldmatrix.sync.aligned.m8n8.x2.shared.b16 {%0,%1}, [%2];"
                 : "=r"(a[0]), "=r"(a[1])
                 : "r"(smem_u32(&As[lane % 16][0])));
    asm volatile("ldmatrix.sync.aligned.m8n8.x1.shared.b16 {%0}, [%1];"
                 : "=r"(b)
                 : "r"(smem_u32(&Bs[lane % 8][0])));
    asm volatile("mma.sync.aligned.m16n8k8.row.col.f32.f16.f16.f32 {%0,%1,%2,%3}, {%4,%5}, {%6}, "
                 "{%0,%1,%2,%3};"
                 : "+f"(c[0]), "+f"(c[1]), "+f"(c[2]), "+f"(c[3])
                 : "r"(a[0]), "r"(a[1]), "r"(b));
    __syncwarp();
  }
  const int g = lane / 4, t = lane % 4;
  *reinterpret_cast<float2 *>(&C[(size_t)(m0 + g) * ldc + n0 + 2 * t]) = make_float2(c[0], c[1]);
  *reinterpret_cast<float2 *>(&C[(size_t)(m0 + g + 8) * ldc + n0 + 2 * t]) = make_float2(c[2], c[3]);
}
