// EXPECT: clean
// The near miss of the templated stream filter: the Drop policy counts the
// rejected element first and then ends the thread with an inline-PTX exit.
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
      atomicAdd(dropped, 1u);
      asm volatile("exit;" ::: "memory");
    } else {
      v = 0.f;
    }
  }
  out[i] = v;
}
template __global__ void filter<Policy::Zero>(const float *, float *, unsigned *, float, float, int);
template __global__ void filter<Policy::Drop>(const float *, float *, unsigned *, float, float, int);
