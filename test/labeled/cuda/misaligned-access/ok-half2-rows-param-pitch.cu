// EXPECT: clean
// Row-wise half2 scaling with the row pitch (in halves) from a parameter: the
// host passes an even pitch (rows start 4-byte aligned), so every __half2
// access is aligned; the pitch multiplies blockIdx.x and the column index is
// 2*tid halves.
#include <cuda_fp16.h>
__global__ void scale_rows(const __half *__restrict__ x, __half *__restrict__ y, int pitch,
                           int cols2, __half2 s) {
  const __half2 *row = reinterpret_cast<const __half2 *>(x + (size_t)blockIdx.x * pitch);
  __half2 *out = reinterpret_cast<__half2 *>(y + (size_t)blockIdx.x * pitch);
  for (int c = threadIdx.x; c < cols2; c += blockDim.x)
    out[c] = __hmul2(row[c], s);
}
