// EXPECT: misaligned-access
// ARCHS: sm_90
// BUG: a stream-K fixup epilogue: the accumulators of a 64x64 tile come back
// from the workspace in mma fragment order (32 floats per thread), are packed
// to half2 and written into a shared tile with stmatrix.x4 (each lane gives
// one 8x8 row address), then copied out row by row in 32-bit words. The tile
// was padded to a pitch of 68 halves (136 bytes) against bank conflicts:
// stmatrix needs every row address 16-byte aligned, and the odd rows are
// 8 bytes off.
#include <cuda_fp16.h>
constexpr int kPitch = 68;
__device__ __forceinline__ unsigned pack_half2(float lo, float hi) {
  __half2 h = __floats2half2_rn(lo, hi);
  return *reinterpret_cast<unsigned *>(&h);
}
__global__ void __launch_bounds__(128) streamk_fixup_store(const float *__restrict__ workspace,
                                                           __half2 *__restrict__ C, int ldc2) {
  __shared__ __align__(16) __half tile[64 * kPitch];
  int lane = threadIdx.x & 31, warp = threadIdx.x >> 5;
  const float *acc = workspace + ((size_t)blockIdx.x * 128 + threadIdx.x) * 32;
  int row = warp * 16 + (lane & 7) + ((lane >> 3) & 1) * 8;
#pragma unroll
  for (int n = 0; n < 4; ++n) {
    const float *a = acc + n * 8;
    unsigned r0 = pack_half2(a[0], a[1]), r1 = pack_half2(a[2], a[3]);
    unsigned r2 = pack_half2(a[4], a[5]), r3 = pack_half2(a[6], a[7]);
    int col = n * 16 + (lane >> 4) * 8;
    unsigned addr = static_cast<unsigned>(__cvta_generic_to_shared(&tile[row * kPitch + col]));
    asm volatile("stmatrix.sync.aligned.m8n8.x4.shared.b16 [%0], {%1, %2, %3, %4};"
                 ::"r"(addr), "r"(r0), "r"(r1), "r"(r2), "r"(r3) : "memory");
  }
  __syncthreads();
  for (int e = threadIdx.x; e < 64 * 32; e += 128) {
    int r = e / 32, w = e % 32;
    C[(size_t)(blockIdx.x * 64 + r) * ldc2 + w] = *reinterpret_cast<const __half2 *>(&tile[r * kPitch + 2 * w]);
  }
}
