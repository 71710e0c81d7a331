// EXPECT: barrier-misuse
// Double-buffered warp-specialised pipeline: one loader warp, two math warps,
// stage s = k & 1 uses barrier FULL + s (loader arrives, math waits) and
// EMPTY + s (math arrives, loader waits). The math warps' "empty" arrive
// counts only the math threads (64) while the loader waits on the same ids
// with 96: arrive and sync disagree, so the loader's wait completes with the
// wrong set of arrivals (or never).
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
      if (k + 2 < ktiles) // BUG: the loader waits on EMPTY + s with 96 threads
        asm volatile("bar.arrive %0, %1;" ::"r"(EMPTY + s), "n"(kMath) : "memory");
    }
    out[blockIdx.x * kMath + t] = acc;
  }
}
