// EXPECT: clean
// PTXLINT-ARGS: --block-dim=256
// Intra-CTA split-K for a skinny GEMV: the two halves of a 256-thread block
// take the even and odd k tiles; the odd half publishes with bar.arrive and
// the even half waits with bar.sync, both counting the 256 threads that meet
// on barrier 1.
#define BK 64
__global__ void __launch_bounds__(256) splitk_gemv(const float *__restrict__ w, const float *__restrict__ x,
                                                   float *__restrict__ y, int K) {
  __shared__ float part[128];
  int half = threadIdx.x >> 7, r = threadIdx.x & 127;
  int row = blockIdx.x * 128 + r;
  float acc = 0.f;
  for (int k0 = half * BK; k0 < K; k0 += 2 * BK)
    for (int k = k0; k < k0 + BK && k < K; ++k)
      acc += w[(size_t)row * K + k] * x[k];
  if (half) {
    part[r] = acc;
    asm volatile("bar.arrive 1, 256;" ::: "memory");
  } else {
    asm volatile("bar.sync 1, 256;" ::: "memory");
    y[row] = acc + part[r];
  }
}
