// EXPECT: clean
// PTXLINT-ARGS: --block-dim=128
// A transpose-and-convert kernel whose loader group size depends on the
// element type: `if constexpr` picks how many threads stage one tile (one
// thread per 16-byte chunk of the tile's rows, 48 for __nv_bfloat16), but
// the count is rounded up to whole warps, (48 + 31) / 32 * 32 = 64: exactly
// the two warps (t < 64) that run `bar.sync 2, count`. Id 2 is used by
// nothing else, and the count sits in a register, as it would for any
// computed count.
#include <cuda_bf16.h>
#include <cuda/std/type_traits>
template <typename T>
struct LoaderCfg {
  static constexpr int kRows = 12;
  static constexpr int kRowBytes = 64;
  static constexpr int kThreads =
      cuda::std::is_same_v<T, __nv_bfloat16> ? (kRows * kRowBytes / 16 + 31) / 32 * 32 : 64;
};
template <typename T>
__global__ void __launch_bounds__(128) convert_tile(const T *__restrict__ in, float *__restrict__ out) {
  __shared__ float tile[12][32];
  constexpr int N = LoaderCfg<T>::kThreads;
  const int t = threadIdx.x;
  if (t < 64) {
    for (int i = t; i < 12 * 32; i += 64)
      tile[i / 32][i % 32] = static_cast<float>(in[(size_t)blockIdx.x * 384 + i]);
    asm volatile("bar.sync 2, %0;" ::"r"(N) : "memory");  // 64 for both types
    for (int i = t; i < 12 * 32; i += 64)
      out[(size_t)blockIdx.x * 384 + (i % 12) * 32 + i / 12] = tile[i % 12][i / 12];
  }
}
template __global__ void convert_tile<__nv_bfloat16>(const __nv_bfloat16 *, float *);
