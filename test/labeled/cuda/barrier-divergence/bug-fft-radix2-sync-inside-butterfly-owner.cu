// EXPECT: barrier-divergence
// In-place radix-2 decimation-in-time FFT of one 256-point signal per block,
// thread per element. In each stage the lower element of a butterfly pair
// (bit `half` of its index clear) computes both outputs. The stage barrier
// was put inside the owner branch: half the threads (whole warps from stage
// 32 on, alternate lanes before) never arrive.
#include <cuComplex.h>

__device__ __forceinline__ unsigned bitrev(unsigned x, int bits) {
  return __brev(x) >> (32 - bits);
}

template <int LOGN>
__global__ void __launch_bounds__(1 << LOGN)
fft_dit_shared(cuFloatComplex *__restrict__ data) {
  constexpr int N = 1 << LOGN;
  __shared__ cuFloatComplex s[N];
  const int t = threadIdx.x;
  cuFloatComplex *sig = data + (size_t)blockIdx.x * N;
  s[bitrev(t, LOGN)] = sig[t];
  __syncthreads();
  for (int half = 1; half < N; half <<= 1) {
    if ((t & half) == 0) {
      const int j = t & (half - 1);
      float sn, cs;
      __sincosf(-3.14159265f * j / half, &sn, &cs);
      const cuFloatComplex w = make_cuFloatComplex(cs, sn);
      const cuFloatComplex a = s[t];
      const cuFloatComplex b = cuCmulf(w, s[t + half]);
      s[t] = cuCaddf(a, b);
      s[t + half] = cuCsubf(a, b);
      __syncthreads(); // BUG: only the butterfly owners reach the stage barrier
    }
  }
  sig[t] = s[t];
}

template __global__ void fft_dit_shared<8>(cuFloatComplex *);
