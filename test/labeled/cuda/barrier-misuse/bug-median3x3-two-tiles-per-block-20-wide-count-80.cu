// EXPECT: barrier-misuse barrier-divergence
// PTXLINT-ARGS: --block-dim=20,8
// 3x3 median filter, two independent output tiles per block: the block is
// TW x (2*TH), the upper TH rows filter tile A and the lower TH rows tile B,
// each half loading its (TW+2)x(TH+2) input tile and synchronising on its
// own named barrier (1 and 2) with TW*TH threads. Instantiated with a
// 20-wide tile for a 20-pixel-wide band: 80 threads per half is not a
// multiple of the warp size, and warp 2 (threads 64-95) straddles the halves.
// (Also barrier-divergence: warp 2 splits at `half == 0`, so each .aligned
// bar.sync runs in part of that warp.)
template <int TW, int TH>
__device__ __forceinline__ void half_sync(int half) {
  if (half == 0)
    asm volatile("bar.sync 1, %0;" ::"r"(TW * TH) : "memory");
  else
    asm volatile("bar.sync 2, %0;" ::"r"(TW * TH) : "memory"); // BUG: 80 threads, not a warp multiple
}

__device__ __forceinline__ void sort2(float &a, float &b) {
  float lo = fminf(a, b), hi = fmaxf(a, b);
  a = lo;
  b = hi;
}

__device__ float median9(float *p) {
  // Paeth's 19-exchange median-of-9 network
  sort2(p[1], p[2]); sort2(p[4], p[5]); sort2(p[7], p[8]);
  sort2(p[0], p[1]); sort2(p[3], p[4]); sort2(p[6], p[7]);
  sort2(p[1], p[2]); sort2(p[4], p[5]); sort2(p[7], p[8]);
  sort2(p[0], p[3]); sort2(p[5], p[8]); sort2(p[4], p[7]);
  sort2(p[3], p[6]); sort2(p[1], p[4]); sort2(p[2], p[5]);
  sort2(p[4], p[7]); sort2(p[4], p[2]); sort2(p[6], p[4]);
  sort2(p[4], p[2]);
  return p[4];
}

template <int TW, int TH>
__global__ void __launch_bounds__(TW * TH * 2)
median3x3(const float *__restrict__ in, float *__restrict__ out, int w, int h) {
  __shared__ float tile[2][TH + 2][TW + 2];
  const int half = threadIdx.y / TH;
  const int ly = threadIdx.y % TH, lx = threadIdx.x;
  const int t = ly * TW + lx;
  const int x0 = blockIdx.x * TW;
  const int y0 = (blockIdx.y * 2 + half) * TH;
  for (int k = t; k < (TW + 2) * (TH + 2); k += TW * TH) {
    const int ty = k / (TW + 2), tx = k % (TW + 2);
    const int gx = min(max(x0 + tx - 1, 0), w - 1);
    const int gy = min(max(y0 + ty - 1, 0), h - 1);
    tile[half][ty][tx] = in[gy * w + gx];
  }
  half_sync<TW, TH>(half);
  float p[9];
#pragma unroll
  for (int dy = 0; dy < 3; ++dy)
#pragma unroll
    for (int dx = 0; dx < 3; ++dx)
      p[dy * 3 + dx] = tile[half][ly + dy][lx + dx];
  if (x0 + lx < w && y0 + ly < h)
    out[(y0 + ly) * w + x0 + lx] = median9(p);
}

template __global__ void median3x3<20, 4>(const float *, float *, int, int);
