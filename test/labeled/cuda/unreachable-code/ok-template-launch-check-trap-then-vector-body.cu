// EXPECT: clean
// A kernel templated over BLOCK and ITEMS checks its own launch and
// alignment assumptions up front and traps on a mismatch (with an
// assert-style message from thread 0); the trap is under the check, so the
// vectorised body after it is reached by every correct launch.
#include <cstdio>
#include <cstdint>
template <int BLOCK, int ITEMS>
__global__ void __launch_bounds__(BLOCK)
axpy_vec(const float *__restrict__ x, float *__restrict__ y, float a, int n) {
  if (blockDim.x != BLOCK || (reinterpret_cast<uintptr_t>(x) | reinterpret_cast<uintptr_t>(y)) % 16) {
    if (threadIdx.x == 0)
      printf("axpy_vec<%d,%d>: bad launch or unaligned pointers\n", BLOCK, ITEMS);
    __trap();
  }
  static_assert(ITEMS % 4 == 0, "float4 items");
  const int base = (blockIdx.x * BLOCK + threadIdx.x) * ITEMS;
#pragma unroll
  for (int k = 0; k < ITEMS; k += 4) {
    if (base + k + 3 < n) {
      const float4 xv = *reinterpret_cast<const float4 *>(x + base + k);
      float4 yv = *reinterpret_cast<float4 *>(y + base + k);
      yv.x += a * xv.x; yv.y += a * xv.y; yv.z += a * xv.z; yv.w += a * xv.w;
      *reinterpret_cast<float4 *>(y + base + k) = yv;
    } else {
      for (int j = k; j < k + 4 && base + j < n; ++j)
        y[base + j] += a * x[base + j];
    }
  }
}
template __global__ void axpy_vec<256, 8>(const float *, float *, float, int);
