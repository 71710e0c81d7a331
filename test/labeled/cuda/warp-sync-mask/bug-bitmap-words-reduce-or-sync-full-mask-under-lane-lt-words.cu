// EXPECT: warp-sync-mask
// ARCHS: sm_80 sm_90
// Warp-per-row occupancy bitmap: each of the first `words` lanes loads one
// 32-bit word of the row's bitmap and the warp ORs them together with
// __reduce_or_sync -- inside the `lane < words` test, with the full mask
// (BUG: lanes at or past `words` never reach the collective; they go on to
// write their bit of the result, so they have not exited either).
#include <cuda_runtime.h>
__global__ void row_any_set(const unsigned *__restrict__ bitmap, unsigned char *__restrict__ bit_set,
                            int rows, int words) {
  const int lane = threadIdx.x & 31;
  const int row = (blockIdx.x * blockDim.x + threadIdx.x) >> 5;
  if (row >= rows) return;
  unsigned all = 0;
  if (lane < words) {
    unsigned w = bitmap[(size_t)row * words + lane];
    all = __reduce_or_sync(0xffffffffu, w);
  }
  // lane b says whether bit b is set in any word of the row
  all = __shfl_sync(0xffffffffu, all, 0);
  bit_set[(size_t)row * 32 + lane] = (all >> lane) & 1u;
}
