// EXPECT: unreachable-code
// A stream filter templated on what to do with a rejected element: the Drop
// policy ends the thread with an inline-PTX exit -- and the counter of
// dropped elements is incremented after it (BUG: the atomicAdd after the
// exit never runs; nvcc keeps it in the Drop instantiation).
#include <cuda_runtime.h>
enum class Policy { Zero, Drop };
template <Policy P>
__global__ void filter(const float *__restrict__ in, float *__restrict__ out,
                       unsigned *__restrict__ dropped, float lo, float hi, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  float v = in[i];
  if (v < lo || v > hi) {
    if constexpr (P == Policy::Drop) {
      asm volatile("exit;" ::: "memory");
      atomicAdd(dropped, 1u);
      return;
    } else {
      v = 0.f;
    }
  }
  out[i] = v;
}
template __global__ void filter<Policy::Zero>(const float *, float *, unsigned *, float, float, int);
template __global__ void filter<Policy::Drop>(const float *, float *, unsigned *, float, float, int);
