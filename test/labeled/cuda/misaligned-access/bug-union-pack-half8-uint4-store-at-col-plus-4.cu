// EXPECT: misaligned-access
// ARCHS: sm_80 sm_90
// PTXLINT-ARGS: --block-dim=128
// Epilogue packing eight halves through a union with uint4 and storing the
// 16-byte vector at out + row*72 + 8*lane + 4 (a four-column skew left from
// a rotary split): 144*row + 16*lane + 8 bytes, 8 mod 16 in every thread.
#include <cuda_fp16.h>
union Pack8 { uint4 u; __half2 h[4]; };
__global__ void __launch_bounds__(128) pack_store(const float *acc, __half *out) {
  int t = threadIdx.x, row = blockIdx.x * 16 + t / 8, lane8 = t % 8;
  Pack8 p;
  for (int j = 0; j < 4; ++j)
    p.h[j] = __floats2half2_rn(acc[(row * 8 + lane8) * 8 + 2 * j], acc[(row * 8 + lane8) * 8 + 2 * j + 1]);
  *reinterpret_cast<uint4 *>(out + row * 72 + 8 * lane8 + 4) = p.u;
}
