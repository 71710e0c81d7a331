// EXPECT: clean
// ARCHS: sm_80 sm_90
// OK: the same port of a Triton `tl.dot` k loop (one warp, 16x8 f32 tile,
// ldmatrix + mma.sync.m16n8k16) with the K tail masked only where Triton masks
// it: the loads into the shared tiles (`other=0.`). Every lane executes both
// ldmatrix in every k tile; past K they read the zeros and add nothing.
#include <cuda_fp16.h>
__device__ __forceinline__ unsigned smem_u32(const void *p) {
  return static_cast<unsigned>(__cvta_generic_to_shared(p));
}
__global__ void __launch_bounds__(32) tl_dot_16x8(const half *__restrict__ A, const half *__restrict__ B,
                                                  float *__restrict__ C, int K, int lda, int ldb, int ldc) {
  __shared__ __align__(16) half As[16][16];
  __shared__ __align__(16) half Bs[8][16];  // B^T: n rows of 16 k values
  const int lane = threadIdx.x;
  const int m0 = blockIdx.y * 16, n0 = blockIdx.x * 8;
  float c[4] = {0.f, 0.f, 0.f, 0.f};
  for (int k0 = 0; k0 < K; k0 += 16) {
    for (int e = lane; e < 16 * 16; e += 32) {
      const int r = e / 16, kk = e % 16;
      As[r][kk] = (k0 + kk < K) ? A[(m0 + r) * lda + k0 + kk] : __float2half(0.f);
    }
    for (int e = lane; e < 8 * 16; e += 32) {
      const int n = e / 16, kk = e % 16;
      Bs[n][kk] = (k0 + kk < K) ? B[(k0 + kk) * ldb + n0 + n] : __float2half(0.f);
    }
    __syncwarp();
    unsigned a[4], b[2];
    const int arow = lane % 16, acol = (lane / 16) * 8;
    asm volatile("ldmatrix.sync.aligned.m8n8.x4.shared.b16 {%0,%1,%2,%3}, [%4];"
                 : "=r"(a[0]), "=r"(a[1]), "=r"(a[2]), "=r"(a[3])
                 : "r"(smem_u32(&As[arow][acol])));
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
  C[(m0 + g) * ldc + n0 + 2 * t] = c[0];
  C[(m0 + g) * ldc + n0 + 2 * t + 1] = c[1];
  C[(m0 + g + 8) * ldc + n0 + 2 * t] = c[2];
  C[(m0 + g + 8) * ldc + n0 + 2 * t + 1] = c[3];
}
