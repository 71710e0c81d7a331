// EXPECT: misaligned-access
// PTXLINT-ARGS: --block-dim=256
// BUG: histogram equalisation of the luma of a packed RGB24 image: each
// thread converts one pixel to Y and bumps a shared 256-bin histogram. The
// pixel is fetched with one 32-bit load at `rgb + 3 * i` (the fourth byte,
// the next pixel's red, is masked off): for three pixels in four that word
// is not 4-byte aligned.
__global__ void __launch_bounds__(256)
luma_hist(const unsigned char *__restrict__ rgb, unsigned *__restrict__ hist, int npix) {
  __shared__ unsigned h[256];
  h[threadIdx.x] = 0;
  __syncthreads();
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < npix; i += gridDim.x * blockDim.x) {
    const unsigned w = *reinterpret_cast<const unsigned *>(rgb + 3 * (size_t)i);
    const unsigned r = w & 0xff, g = (w >> 8) & 0xff, b = (w >> 16) & 0xff;
    const unsigned y = (77 * r + 150 * g + 29 * b + 128) >> 8;
    atomicAdd(&h[y], 1u);
  }
  __syncthreads();
  atomicAdd(&hist[threadIdx.x], h[threadIdx.x]);
}
