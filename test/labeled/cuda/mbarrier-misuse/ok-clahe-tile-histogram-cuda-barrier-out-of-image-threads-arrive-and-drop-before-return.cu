// EXPECT: clean
// ARCHS: sm_80 sm_90
// PTXLINT-ARGS: --block-dim=16,16
// OK: CLAHE (contrast-limited adaptive histogram equalisation), one 16x16
// block per image tile: the tile's pixels are counted into a shared
// histogram, a split cuda::barrier phase lets each thread work out the tile's
// pixel count while the last ones arrive, thread 0 clips the histogram and builds the
// tile's mapping, and a second phase publishes it. On the right and bottom
// edge tiles the threads outside the image leave with arrive_and_drop():
// they complete their share of the first phase and the later phases no
// longer expect them.
#include <cuda/barrier>
__global__ void __launch_bounds__(256)
clahe_tile(const unsigned char *__restrict__ img, unsigned char *__restrict__ out,
           int w, int h, unsigned clip) {
  __shared__ cuda::barrier<cuda::thread_scope_block> bar;
  __shared__ unsigned hist[256];
  __shared__ unsigned char lut[256];
  const int tx = threadIdx.x, ty = threadIdx.y, tid = ty * 16 + tx;
  const int x = blockIdx.x * 16 + tx, y = blockIdx.y * 16 + ty;
  hist[tid] = 0;
  if (tid == 0) init(&bar, blockDim.x * blockDim.y);
  __syncthreads();
  if (x >= w || y >= h) {
    bar.arrive_and_drop();
    return;
  }
  const unsigned char v = img[(size_t)y * w + x];
  atomicAdd(&hist[v], 1u);
  auto tok = bar.arrive();
  const int npix = min(16, w - blockIdx.x * 16) * min(16, h - blockIdx.y * 16);
  bar.wait(std::move(tok));
  if (tid == 0) {
    unsigned excess = 0;
    for (int i = 0; i < 256; ++i)
      if (hist[i] > clip) { excess += hist[i] - clip; hist[i] = clip; }
    unsigned run = 0;
    for (int i = 0; i < 256; ++i) {
      run += hist[i] + excess / 256;
      lut[i] = (unsigned char)min(255u, run * 255u / npix);
    }
  }
  bar.arrive_and_wait();
  out[(size_t)y * w + x] = lut[v];
}
