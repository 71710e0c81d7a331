// EXPECT: misaligned-access
// ARCHS: sm_80 sm_90
// Dynamic shared memory carved into a bf16 vector of 33 row norms followed by
// a bf16 matrix read in column pairs as __nv_bfloat162. 33 bf16 are 66 bytes,
// so the matrix starts 2 mod 4 and every bfloat162 access to it is
// misaligned (BUG: 33 should have been padded to an even count).
#include <cuda_bf16.h>
constexpr int ROWS = 33, COLS = 64;
__global__ void scale_rows(const __nv_bfloat16 *__restrict__ norms,
                           const __nv_bfloat162 *__restrict__ m, __nv_bfloat162 *__restrict__ out) {
  extern __shared__ __align__(16) unsigned char smem[];
  __nv_bfloat16 *rn = reinterpret_cast<__nv_bfloat16 *>(smem);
  __nv_bfloat162 *tile = reinterpret_cast<__nv_bfloat162 *>(smem + ROWS * sizeof(__nv_bfloat16));
  for (int r = threadIdx.x; r < ROWS; r += blockDim.x)
    rn[r] = norms[blockIdx.x * ROWS + r];
  for (int e = threadIdx.x; e < ROWS * COLS / 2; e += blockDim.x)
    tile[e] = m[(size_t)blockIdx.x * ROWS * COLS / 2 + e]; // BUG: 66 + 4*e
  __syncthreads();
  for (int e = threadIdx.x; e < ROWS * COLS / 2; e += blockDim.x) {
    __nv_bfloat16 s = rn[e / (COLS / 2)];
    out[(size_t)blockIdx.x * ROWS * COLS / 2 + e] = __hmul2(tile[e], __bfloat162bfloat162(s)); // BUG
  }
}
