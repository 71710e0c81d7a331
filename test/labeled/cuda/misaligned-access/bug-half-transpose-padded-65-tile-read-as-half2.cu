// EXPECT: misaligned-access
// PTXLINT-ARGS: --block-dim=32,8
// fp16 transpose of a 64x64 tile through shared memory padded to 65 halves
// per row; the write-out reads two adjacent halves of a shared row as one
// __half2 (BUG): a padded row is 130 bytes, so on odd rows the pair at an
// even column is 2 mod 4.
#include <cuda_fp16.h>
__global__ void transpose_h2(const __half* __restrict__ in, __half* __restrict__ out, int n) {
  __shared__ __align__(16) __half tile[64][65];
  const int tx = threadIdx.x, ty = threadIdx.y;
  const int bx = blockIdx.x * 64, by = blockIdx.y * 64;
  for (int j = ty; j < 64; j += 8) {
    tile[j][tx * 2] = in[(size_t)(by + tx * 2) * n + bx + j];
    tile[j][tx * 2 + 1] = in[(size_t)(by + tx * 2 + 1) * n + bx + j];
  }
  __syncthreads();
  for (int j = ty; j < 64; j += 8) {
    const __half2 v = *reinterpret_cast<const __half2*>(&tile[j][tx * 2]);  // BUG: odd rows
    out[(size_t)(bx + j) * n + by + tx * 2] = __low2half(v);
    out[(size_t)(bx + j) * n + by + tx * 2 + 1] = __high2half(v);
  }
}
