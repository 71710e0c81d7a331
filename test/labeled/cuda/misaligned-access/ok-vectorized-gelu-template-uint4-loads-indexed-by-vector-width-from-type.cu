// EXPECT: clean
// OK: the same ATen-style vectorised GELU template (16-byte `uint4` loads
// when both pointers are 16-byte aligned and n is a multiple of the vector
// width, else a scalar loop) with the vector width derived from the element
// type, `sizeof(uint4) / sizeof(T)`: 4 floats or 8 halves, so the half
// instantiation's vectors sit at `in + 8 * i`, on 16-byte boundaries.
#include <cuda_fp16.h>
#include <cstdint>
__device__ __forceinline__ float gelu_f(float x) { return 0.5f * x * (1.f + erff(x * 0.70710678f)); }
template <typename T> __device__ __forceinline__ T gelu(T x) { return T(gelu_f(float(x))); }
template <typename T>
__global__ void __launch_bounds__(256) vec_gelu(const T *__restrict__ in, T *__restrict__ out, int64_t n) {
  constexpr int kElems = sizeof(uint4) / sizeof(T);  // elements per 16-byte vector
  constexpr int kVec = kElems;
  const int64_t tid = (int64_t)blockIdx.x * blockDim.x + threadIdx.x;
  const int64_t stride = (int64_t)gridDim.x * blockDim.x;
  const bool aligned = ((reinterpret_cast<uintptr_t>(in) | reinterpret_cast<uintptr_t>(out)) % 16) == 0;
  if (aligned && n % kElems == 0) {
    for (int64_t i = tid; i < n / kElems; i += stride) {
      uint4 v = *reinterpret_cast<const uint4 *>(in + kVec * i);
      T *e = reinterpret_cast<T *>(&v);
#pragma unroll
      for (int j = 0; j < kElems; ++j)
        e[j] = gelu(e[j]);
      *reinterpret_cast<uint4 *>(out + kVec * i) = v;
    }
  } else {
    for (int64_t i = tid; i < n; i += stride)
      out[i] = gelu(in[i]);
  }
}
template __global__ void vec_gelu<float>(const float *, float *, int64_t);
template __global__ void vec_gelu<__half>(const __half *, __half *, int64_t);
