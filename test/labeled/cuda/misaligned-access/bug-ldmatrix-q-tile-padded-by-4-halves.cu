// EXPECT: misaligned-access
// FlashAttention-2-style Q tile in shared memory, 64 rows x 64 halves, padded
// to avoid bank conflicts before ldmatrix reads it. BUG: the row padding is 4
// halves (pitch 68 halves = 136 bytes) where ldmatrix needs every row address
// 16-byte aligned: 136 = 8 mod 16, so every odd row the lanes name is
// misaligned (CUTLASS/FA pad by 8 halves: 144 bytes).
#include <cuda_fp16.h>
#include <cstdint>
constexpr int kRows = 64, kDim = 64, kPitch = kDim + 4;  // BUG: + 8
__global__ void __launch_bounds__(128) q_frag(const half *__restrict__ q, float *__restrict__ out) {
  __shared__ alignas(16) half qs[kRows * kPitch];
  for (int i = threadIdx.x; i < kRows * kDim / 8; i += 128) {
    const int r = i / (kDim / 8), c = (i % (kDim / 8)) * 8;
    const uint2 *src = reinterpret_cast<const uint2 *>(q + (size_t)blockIdx.x * kRows * kDim +
                                                       r * kDim + c);
    uint2 *dst = reinterpret_cast<uint2 *>(&qs[r * kPitch + c]);
    dst[0] = src[0];
    dst[1] = src[1];
  }
  __syncthreads();
  const int warp = threadIdx.x / 32, lane = threadIdx.x % 32;
  const half *row = &qs[(warp * 16 + (lane % 16)) * kPitch + (lane / 16) * 8];
  const unsigned addr = static_cast<unsigned>(__cvta_generic_to_shared(row));
  unsigned a0, a1, a2, a3;
  asm volatile("ldmatrix.sync.aligned.m8n8.x4.shared.b16 {%0,%1,%2,%3}, [%4];"
               : "=r"(a0), "=r"(a1), "=r"(a2), "=r"(a3)
               : "r"(addr));
  out[blockIdx.x * 128 + threadIdx.x] = __half2float(__ushort_as_half((unsigned short)(a0 ^ a1 ^ a2 ^ a3)));
}
