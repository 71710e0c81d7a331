// EXPECT: misaligned-access
// ARCHS: sm_80 sm_90
// PTXLINT-ARGS: --block-dim=128
// Hand-written HGEMM main loop (64 x 16 block tile, four warps, m16n8k16
// mma.sync fed by ldmatrix). The shared tiles are padded to dodge bank
// conflicts. Bug: the padding is 4 halves (8 bytes), so a row of As is
// (32 + 4) * 2 = 72 bytes and a row of Bs (16 + 4) * 2 = 40 bytes: every odd
// row starts 8 bytes past a 16-byte boundary. ldmatrix needs each row
// address 16-byte aligned (and the uint4 stores that fill the tiles need it
// too), so lanes pointing at odd rows give misaligned addresses. The pad
// has to be a multiple of 8 halves.
#include <cuda_fp16.h>
#include <cstdint>
constexpr int BM = 64, BN = 16, BK = 32, PAD = 4;
__device__ __forceinline__ unsigned s2u(const void *p) {
  return static_cast<unsigned>(__cvta_generic_to_shared(p));
}
__global__ void __launch_bounds__(128) hgemm_64x16(const half *__restrict__ A,
                                                   const half *__restrict__ B,
                                                   float *__restrict__ C, int N, int K) {
  __shared__ alignas(128) half As[BM][BK + PAD];
  __shared__ alignas(128) half Bs[BK][BN + PAD];
  const int tid = threadIdx.x, warp = tid / 32, lane = tid % 32;
  const int bm = blockIdx.y * BM, bn = blockIdx.x * BN;
  float acc[2][4] = {};
  for (int k0 = 0; k0 < K; k0 += BK) {
#pragma unroll
    for (int i = 0; i < 2; ++i) {
      int c = tid + i * 128, r = c / 4, c8 = (c % 4) * 8;
      *reinterpret_cast<uint4 *>(&As[r][c8]) =
          *reinterpret_cast<const uint4 *>(&A[(size_t)(bm + r) * K + k0 + c8]);
    }
    if (tid < 64) {
      int r = tid / 2, c8 = (tid % 2) * 8;
      *reinterpret_cast<uint4 *>(&Bs[r][c8]) =
          *reinterpret_cast<const uint4 *>(&B[(size_t)(k0 + r) * N + bn + c8]);
    }
    __syncthreads();
#pragma unroll
    for (int kk = 0; kk < BK; kk += 16) {
      unsigned a[4], b[4];
      asm volatile("ldmatrix.sync.aligned.m8n8.x4.shared.b16 {%0,%1,%2,%3}, [%4];"
                   : "=r"(a[0]), "=r"(a[1]), "=r"(a[2]), "=r"(a[3])
                   : "r"(s2u(&As[warp * 16 + lane % 16][kk + (lane / 16) * 8])));
      asm volatile("ldmatrix.sync.aligned.m8n8.x4.trans.shared.b16 {%0,%1,%2,%3}, [%4];"
                   : "=r"(b[0]), "=r"(b[1]), "=r"(b[2]), "=r"(b[3])
                   : "r"(s2u(&Bs[kk + lane % 16][(lane / 16) * 8])));
#pragma unroll
      for (int n = 0; n < 2; ++n)
        asm volatile("mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 "
                     "{%0,%1,%2,%3}, {%4,%5,%6,%7}, {%8,%9}, {%0,%1,%2,%3};"
                     : "+f"(acc[n][0]), "+f"(acc[n][1]), "+f"(acc[n][2]), "+f"(acc[n][3])
                     : "r"(a[0]), "r"(a[1]), "r"(a[2]), "r"(a[3]), "r"(b[2 * n]),
                       "r"(b[2 * n + 1]));
    }
    __syncthreads();
  }
  const int row = bm + warp * 16 + lane / 4;
#pragma unroll
  for (int n = 0; n < 2; ++n) {
    const int col = bn + n * 8 + (lane % 4) * 2;
    C[(size_t)row * N + col] = acc[n][0];
    C[(size_t)row * N + col + 1] = acc[n][1];
    C[(size_t)(row + 8) * N + col] = acc[n][2];
    C[(size_t)(row + 8) * N + col + 1] = acc[n][3];
  }
}
