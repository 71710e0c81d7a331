// EXPECT: barrier-divergence
// ARCHS: sm_89 sm_120
// MODES: O3 G lineinfo
// PTXLINT-ARGS: --block-dim=512
// BUG: CUDA-Samples-style bitonic sort of 1024 keys in shared memory, two
// keys per thread. The compare-exchange is done only by the thread whose
// partner index ixj is above its own, and the __syncthreads() that ends each
// step was placed inside that `if (ixj > i)` block: half the threads skip it
// on every step.
#define N 1024
__global__ void __launch_bounds__(512) bitonic_sort_block(unsigned *__restrict__ keys) {
  __shared__ unsigned s[N];
  const unsigned t = threadIdx.x;
  unsigned *k = keys + (size_t)blockIdx.x * N;
  s[t] = k[t];
  s[t + 512] = k[t + 512];
  __syncthreads();
  for (unsigned size = 2; size <= N; size <<= 1) {
    for (unsigned stride = size >> 1; stride > 0; stride >>= 1) {
      for (unsigned i = t; i < N; i += 512) {
        const unsigned ixj = i ^ stride;
        if (ixj > i) {
          const unsigned a = s[i], b = s[ixj];
          const bool up = (i & size) == 0;
          if ((a > b) == up) {
            s[i] = b;
            s[ixj] = a;
          }
          __syncthreads();
        }
      }
    }
  }
  k[t] = s[t];
  k[t + 512] = s[t + 512];
}
