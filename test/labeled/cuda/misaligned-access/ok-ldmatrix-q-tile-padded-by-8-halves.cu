// EXPECT: clean
// The padded Q tile as FlashAttention-2 writes it: pitch 64 + 8 halves = 144
// bytes, a multiple of 16, so each ldmatrix row address (row * 144 plus a
// column block of 0 or 8 halves = 16 bytes) is 16-byte aligned; the fill
// uses uint4 stores at 8-half column steps of the same pitch.
#include <cuda_fp16.h>
#include <cstdint>
constexpr int kRows = 64, kDim = 64, kPitch = kDim + 8;
__global__ void __launch_bounds__(128) q_frag(const half *__restrict__ q, float *__restrict__ out) {
  __shared__ alignas(16) half qs[kRows * kPitch];
  for (int i = threadIdx.x; i < kRows * kDim / 8; i += 128) {
    const int r = i / (kDim / 8), c = (i % (kDim / 8)) * 8;
    *reinterpret_cast<uint4 *>(&qs[r * kPitch + c]) =
        *reinterpret_cast<const uint4 *>(q + (size_t)blockIdx.x * kRows * kDim + r * kDim + c);
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
