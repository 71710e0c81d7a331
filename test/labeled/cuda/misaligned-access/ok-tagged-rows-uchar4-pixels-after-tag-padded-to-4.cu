// EXPECT: clean
// The near miss of the line-camera records: the tag is padded to 4 bytes
// (records of 1028 bytes), so the uchar4 pixel quads start on a 4-byte
// boundary of every record.
#include <cuda_runtime.h>
constexpr int kPixels = 1024;
constexpr int kRecord = 4 + kPixels;
__global__ void line_means(const unsigned char *__restrict__ lines, float *__restrict__ mean4, int nlines) {
  const int line = blockIdx.x;
  if (line >= nlines) return;
  const unsigned char *rec = lines + (size_t)line * kRecord;
  const uchar4 *px = reinterpret_cast<const uchar4 *>(rec + 4);
  for (int q = threadIdx.x; q < kPixels / 4; q += blockDim.x) {
    const uchar4 p = px[q];
    mean4[(size_t)line * (kPixels / 4) + q] = 0.25f * (p.x + p.y + p.z + p.w);
  }
}
