// EXPECT: clean
// A mixed-precision elementwise kernel validates its element types at run
// time with a variadic fold over a per-type check: the primary template is
// an "unsupported type" stub that reports and traps, and float, __half and
// __nv_bfloat16 each have an empty specialisation. The kernel is only
// instantiated for (float, __nv_bfloat16), both specialised, so the
// trapping stub is never called and the body after the fold runs.
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
template <>
__device__ __noinline__ void check_supported<__nv_bfloat16>() {}
template <typename... Ts>
__device__ __forceinline__ void check_all() {
  (check_supported<Ts>(), ...);
}
template <typename TIn, typename TOut>
__global__ void axpby(const TIn *__restrict__ x, TOut *__restrict__ y, float a, float b, int n) {
  check_all<TIn, TOut>();
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    y[i] = static_cast<TOut>(a * static_cast<float>(x[i]) + b * static_cast<float>(y[i]));
}
template __global__ void axpby<float, __nv_bfloat16>(const float *, __nv_bfloat16 *, float, float, int);
