// EXPECT: clean
// Double-buffered warp-specialised pipeline: one loader warp, two math warps,
// stage s = k & 1 uses barrier FULL + s (loader arrives, math waits) and
// EMPTY + s (math arrives, loader waits), every one of them for all 96
// threads. The loader waits for "empty" only from the third tile on, and the
// math warps signal it only for tiles the loader will refill.
constexpr int FULL = 1, EMPTY = 3;
constexpr int kAll = 96, kMath = 64;

__global__ void __launch_bounds__(kAll)
pipe(const float *__restrict__ in, float *__restrict__ out, int ktiles) {
  __shared__ float buf[2][256];
  const int warp = threadIdx.x / 32;
  if (warp == 0) {
    for (int k = 0; k < ktiles; ++k) {
      int s = k & 1;
      if (k >= 2)
        asm volatile("bar.sync %0, %1;" ::"r"(EMPTY + s), "n"(kAll) : "memory");
      for (int i = threadIdx.x; i < 256; i += 32)
        buf[s][i] = in[((size_t)blockIdx.x * ktiles + k) * 256 + i];
      asm volatile("bar.arrive %0, %1;" ::"r"(FULL + s), "n"(kAll) : "memory");
    }
  } else {
    const int t = threadIdx.x - 32;
    float acc = 0.f;
    for (int k = 0; k < ktiles; ++k) {
      int s = k & 1;
      asm volatile("bar.sync %0, %1;" ::"r"(FULL + s), "n"(kAll) : "memory");
      acc += buf[s][t] * buf[s][255 - t] + buf[s][t + 64] + buf[s][t + 128];
      if (k + 2 < ktiles)
        asm volatile("bar.arrive %0, %1;" ::"r"(EMPTY + s), "n"(kAll) : "memory");
    }
    out[blockIdx.x * kMath + t] = acc;
  }
}
