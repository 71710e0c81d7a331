// EXPECT: clean
// First pass of an integral image (summed-area table): each block scans one
// 256-pixel segment of an image row in shared memory. The threads past the
// right edge load a zero and stay for every barrier of the scan; only the
// final store is guarded.
#define SEG 256

__global__ void __launch_bounds__(SEG)
integral_rows_padded(const unsigned char *__restrict__ img,
                     unsigned *__restrict__ sat,
                     unsigned *__restrict__ seg_total, int width) {
  __shared__ unsigned s[SEG];
  const int y = blockIdx.y;
  const int x = blockIdx.x * SEG + threadIdx.x;
  const bool inside = x < width;
  s[threadIdx.x] = inside ? img[(size_t)y * width + x] : 0u;
  __syncthreads();
  for (int off = 1; off < SEG; off <<= 1) {
    unsigned add = threadIdx.x >= off ? s[threadIdx.x - off] : 0u;
    __syncthreads();
    s[threadIdx.x] += add;
    __syncthreads();
  }
  if (inside)
    sat[(size_t)y * width + x] = s[threadIdx.x];
  if (threadIdx.x == SEG - 1)
    seg_total[y * gridDim.x + blockIdx.x] = s[SEG - 1];
}
