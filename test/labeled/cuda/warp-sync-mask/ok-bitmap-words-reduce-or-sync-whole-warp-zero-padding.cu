// EXPECT: clean
// ARCHS: sm_80 sm_90
// The near miss of the warp-per-row bitmap OR: lanes past `words` contribute
// 0, the OR's identity, so the whole warp runs __reduce_or_sync with the full
// mask (a row's warp returns as a whole when the row is out of range).
#include <cuda_runtime.h>
__global__ void row_any_set(const unsigned *__restrict__ bitmap, unsigned char *__restrict__ bit_set,
                            int rows, int words) {
  const int lane = threadIdx.x & 31;
  const int row = (blockIdx.x * blockDim.x + threadIdx.x) >> 5;
  if (row >= rows) return;
  unsigned w = lane < words ? bitmap[(size_t)row * words + lane] : 0u;
  const unsigned all = __reduce_or_sync(0xffffffffu, w);
  // lane b says whether bit b is set in any word of the row
  bit_set[(size_t)row * 32 + lane] = (all >> lane) & 1u;
}
