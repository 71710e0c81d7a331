// EXPECT: clean
// ARCHS: sm_80 sm_90
// Dynamic shared memory carved into 33 bf16 row norms, padded to 34 so the
// bf16 matrix that follows (read as __nv_bfloat162 column pairs) starts at
// byte 68, a multiple of 4.
#include <cuda_bf16.h>
constexpr int ROWS = 33, COLS = 64, ROWS_PAD = (ROWS + 1) & ~1;
__global__ void scale_rows(const __nv_bfloat16 *__restrict__ norms,
                           const __nv_bfloat162 *__restrict__ m, __nv_bfloat162 *__restrict__ out) {
  extern __shared__ __align__(16) unsigned char smem[];
  __nv_bfloat16 *rn = reinterpret_cast<__nv_bfloat16 *>(smem);
  __nv_bfloat162 *tile = reinterpret_cast<__nv_bfloat162 *>(smem + ROWS_PAD * sizeof(__nv_bfloat16));
  for (int r = threadIdx.x; r < ROWS; r += blockDim.x)
    rn[r] = norms[blockIdx.x * ROWS + r];
  for (int e = threadIdx.x; e < ROWS * COLS / 2; e += blockDim.x)
    tile[e] = m[(size_t)blockIdx.x * ROWS * COLS / 2 + e];
  __syncthreads();
  for (int e = threadIdx.x; e < ROWS * COLS / 2; e += blockDim.x) {
    __nv_bfloat16 s = rn[e / (COLS / 2)];
    out[(size_t)blockIdx.x * ROWS * COLS / 2 + e] = __hmul2(tile[e], __bfloat162bfloat162(s));
  }
}
