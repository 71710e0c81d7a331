// EXPECT: clean
// ARCHS: sm_80 sm_90
// PTXLINT-ARGS: --block-dim=256
// A bf16 tile padded by 8 elements per row (72 x 2 = 144 bytes, a multiple of
// 16) read back 8 elements at a time through uint4: every row and every
// 8-element chunk is 16-byte aligned.
#include <cuda_bf16.h>
__global__ void __launch_bounds__(256) bf16_tile(const __nv_bfloat16 *in, uint4 *out) {
  __shared__ __align__(16) __nv_bfloat16 tile[32][72];
  int t = threadIdx.x;
  for (int i = t; i < 32 * 64; i += 256)
    tile[i / 64][i % 64] = in[blockIdx.x * 2048 + i];
  __syncthreads();
  int r = t / 8, c = (t % 8) * 8;
  uint4 v = *reinterpret_cast<const uint4 *>(&tile[r][c]);
  out[blockIdx.x * 256 + t] = v;
}
