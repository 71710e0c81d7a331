// EXPECT: misaligned-access
// Scan-line records from a line camera: a 2-byte line tag followed by
// 1024 8-bit pixels, records packed back to back (1026 bytes). The pixels
// are read four at a time as uchar4 starting right after the tag (BUG: a
// uchar4 access needs 4-byte alignment; the body is 2 bytes off).
#include <cuda_runtime.h>
constexpr int kPixels = 1024;
constexpr int kRecord = 2 + kPixels;
__global__ void line_means(const unsigned char *__restrict__ lines, float *__restrict__ mean4, int nlines) {
  const int line = blockIdx.x;
  if (line >= nlines) return;
  const unsigned char *rec = lines + (size_t)line * kRecord;
  const uchar4 *px = reinterpret_cast<const uchar4 *>(rec + 2);
  for (int q = threadIdx.x; q < kPixels / 4; q += blockDim.x) {
    const uchar4 p = px[q];
    mean4[(size_t)line * (kPixels / 4) + q] = 0.25f * (p.x + p.y + p.z + p.w);
  }
}
