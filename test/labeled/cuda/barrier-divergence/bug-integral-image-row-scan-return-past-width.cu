// EXPECT: barrier-divergence
// First pass of an integral image (summed-area table): each block scans one
// 256-pixel segment of an image row in shared memory (Hillis-Steele), and a
// second kernel adds the segment carries. The author returns the threads past
// the right edge of the image before the scan; in the last segment of every
// row (width not a multiple of 256) those threads never reach the scan's
// barriers, which the threads still inside wait on.
#define SEG 256

__global__ void __launch_bounds__(SEG)
integral_rows(const unsigned char *__restrict__ img, unsigned *__restrict__ sat,
              unsigned *__restrict__ seg_total, int width) {
  __shared__ unsigned s[SEG];
  const int y = blockIdx.y;
  const int x = blockIdx.x * SEG + threadIdx.x;
  if (x >= width) // BUG: tail threads leave before the scan barriers below
    return;
  s[threadIdx.x] = img[(size_t)y * width + x];
  __syncthreads();
  for (int off = 1; off < SEG; off <<= 1) {
    unsigned add = threadIdx.x >= off ? s[threadIdx.x - off] : 0u;
    __syncthreads();
    s[threadIdx.x] += add;
    __syncthreads();
  }
  sat[(size_t)y * width + x] = s[threadIdx.x];
  if (threadIdx.x == SEG - 1 || x == width - 1)
    seg_total[y * gridDim.x + blockIdx.x] = s[threadIdx.x];
}
