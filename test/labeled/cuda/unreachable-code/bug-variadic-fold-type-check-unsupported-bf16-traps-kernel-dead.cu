// EXPECT: unreachable-code
// A mixed-precision elementwise kernel validates its element types at run
// time with a variadic fold over a per-type check: the primary template is
// the "unsupported type" stub that reports and traps, and each supported
// type has an empty specialisation. BUG: the kernel is instantiated for
// (float, __nv_bfloat16) but only float and __half got a specialisation,
// so check_supported<__nv_bfloat16>() always traps: the whole body after
// the fold is dead code (a static_assert would have caught it at compile
// time).
#include <cstdio>
#include <cuda_bf16.h>
#include <cuda_fp16.h>
template <typename T>
__device__ __noinline__ void check_supported() {
  printf("axpby: unsupported element type (%d bytes)\n", (int)sizeof(T));
  __trap();
}
template <>
__device__ __noinline__ void check_supported<float>() {}
template <>
__device__ __noinline__ void check_supported<__half>() {}
template <typename... Ts>
__device__ __forceinline__ void check_all() {
  (check_supported<Ts>(), ...);
}
template <typename TIn, typename TOut>
__global__ void axpby(const TIn *__restrict__ x, TOut *__restrict__ y, float a, float b, int n) {
  check_all<TIn, TOut>();  // BUG: traps for TOut = __nv_bfloat16
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    y[i] = static_cast<TOut>(a * static_cast<float>(x[i]) + b * static_cast<float>(y[i]));
}
template __global__ void axpby<float, __nv_bfloat16>(const float *, __nv_bfloat16 *, float, float, int);
