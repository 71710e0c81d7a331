// EXPECT: clean
// The same histogram of a 1366 x 768 grayscale frame, but the frame was
// allocated with cudaMallocPitch-like padding to a 1376-byte pitch (a
// multiple of 16): row starts are 4-byte aligned, so the uchar4 reads of the
// 341 whole quads are aligned and the two leftover pixels are read as bytes.
#define WIDTH 1366
#define PITCH 1376
__global__ void hist_gray(const unsigned char *img, unsigned *hist) {
  __shared__ unsigned sh[256];
  for (int b = threadIdx.x; b < 256; b += blockDim.x)
    sh[b] = 0;
  __syncthreads();
  int row = blockIdx.x;
  const uchar4 *p = (const uchar4 *)(img + row * PITCH);
  for (int q = threadIdx.x; q < WIDTH / 4; q += blockDim.x) {
    uchar4 v = p[q];
    atomicAdd(&sh[v.x], 1u);
    atomicAdd(&sh[v.y], 1u);
    atomicAdd(&sh[v.z], 1u);
    atomicAdd(&sh[v.w], 1u);
  }
  if (threadIdx.x < WIDTH % 4)
    atomicAdd(&sh[img[row * PITCH + WIDTH / 4 * 4 + threadIdx.x]], 1u);
  __syncthreads();
  for (int b = threadIdx.x; b < 256; b += blockDim.x)
    if (sh[b])
      atomicAdd(&hist[b], sh[b]);
}
