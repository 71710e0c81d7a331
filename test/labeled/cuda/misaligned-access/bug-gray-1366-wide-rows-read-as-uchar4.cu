// EXPECT: misaligned-access
// A 256-bin histogram of an 8-bit grayscale frame of a 1366 x 768 laptop
// panel, stored tightly (pitch = width). Each thread reads four pixels at a
// time through a uchar4 pointer at `row * WIDTH + 4 * q` (BUG): 1366 is
// 2 mod 4, so every odd row starts 2 bytes off a 4-byte boundary and the
// ld.global.u32 of those rows is misaligned. (The shared-memory atomics of
// the histogram are fine.)
#define WIDTH 1366
#define HEIGHT 768
__global__ void hist_gray(const unsigned char *img, unsigned *hist) {
  __shared__ unsigned sh[256];
  for (int b = threadIdx.x; b < 256; b += blockDim.x)
    sh[b] = 0;
  __syncthreads();
  int row = blockIdx.x;
  const uchar4 *p = (const uchar4 *)(img + row * WIDTH);
  for (int q = threadIdx.x; q < WIDTH / 4; q += blockDim.x) {
    uchar4 v = p[q];
    atomicAdd(&sh[v.x], 1u);
    atomicAdd(&sh[v.y], 1u);
    atomicAdd(&sh[v.z], 1u);
    atomicAdd(&sh[v.w], 1u);
  }
  if (threadIdx.x < WIDTH % 4)
    atomicAdd(&sh[img[row * WIDTH + WIDTH / 4 * 4 + threadIdx.x]], 1u);
  __syncthreads();
  for (int b = threadIdx.x; b < 256; b += blockDim.x)
    if (sh[b])
      atomicAdd(&hist[b], sh[b]);
}
