// EXPECT: clean
// bf16 rows whose pitch is given in units of 8 elements (ld8, so the pitch
// in elements is ld8 * 8, a multiple of 16 bytes): every row start is
// 16-byte aligned and each lane reads 8 bf16 as one uint4.
#include <cuda_bf16.h>
__global__ void row_copy_bf16(const __nv_bfloat16 *__restrict__ x, __nv_bfloat16 *__restrict__ y,
                              int ld8, int cols8) {
  const size_t pitch = (size_t)ld8 * 8;
  const __nv_bfloat16 *row = x + blockIdx.x * pitch;
  __nv_bfloat16 *out = y + blockIdx.x * pitch;
  for (int c = threadIdx.x; c < cols8; c += blockDim.x) {
    uint4 v = reinterpret_cast<const uint4 *>(row + 8 * c)[0];
    reinterpret_cast<uint4 *>(out + 8 * c)[0] = v;
  }
}
