// EXPECT: clean
// PTXLINT-ARGS: --block-dim=256
// OK: histogram equalisation of the luma of a packed RGB24 image: each
// thread takes four pixels, 12 bytes, as three 32-bit words at
// `rgb + 12 * q` (4-byte aligned for every q) and unpacks the four pixels
// with byte permutes before bumping a shared 256-bin histogram. The image
// is padded to a multiple of four pixels.
__device__ __forceinline__ unsigned luma(unsigned r, unsigned g, unsigned b) {
  return (77 * r + 150 * g + 29 * b + 128) >> 8;
}
__global__ void __launch_bounds__(256)
luma_hist(const unsigned char *__restrict__ rgb, unsigned *__restrict__ hist, int npix) {
  __shared__ unsigned h[256];
  h[threadIdx.x] = 0;
  __syncthreads();
  for (int q = blockIdx.x * blockDim.x + threadIdx.x; 4 * q < npix; q += gridDim.x * blockDim.x) {
    const unsigned *w = reinterpret_cast<const unsigned *>(rgb + 12 * (size_t)q);
    const unsigned w0 = w[0], w1 = w[1], w2 = w[2];
    // bytes: w0 = r0 g0 b0 r1, w1 = g1 b1 r2 g2, w2 = b2 r3 g3 b3
    const unsigned p0 = w0, p1 = __byte_perm(w0, w1, 0x0543), p2 = __byte_perm(w1, w2, 0x0432),
                   p3 = w2 >> 8;
    const unsigned px[4] = {p0, p1, p2, p3};
#pragma unroll
    for (int k = 0; k < 4; ++k)
      atomicAdd(&h[luma(px[k] & 0xff, (px[k] >> 8) & 0xff, (px[k] >> 16) & 0xff)], 1u);
  }
  __syncthreads();
  atomicAdd(&hist[threadIdx.x], h[threadIdx.x]);
}
