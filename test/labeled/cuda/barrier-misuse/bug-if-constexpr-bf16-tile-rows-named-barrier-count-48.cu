// EXPECT: barrier-misuse
// PTXLINT-ARGS: --block-dim=128
// A transpose-and-convert kernel staged by two loader warps (t < 64) that
// meet on named barrier 2 between the load and the transposed store. The
// barrier's count comes from a traits struct that sizes the loader group
// by element type with `if constexpr`-style dispatch: one thread per
// 16-byte chunk of the tile's rows, 64 for float, but ROWS * ROW_BYTES / 16
// = 48 for __nv_bfloat16. BUG: 48 is not a multiple of the warp size;
// `bar.sync 2, 48` is undefined (PTX ISA: the count must be a multiple of
// 32), and the 64 threads that execute it are more than it counts anyway.
#include <cuda_bf16.h>
#include <cuda/std/type_traits>
template <typename T>
struct LoaderCfg {
  static constexpr int kRows = 12;
  static constexpr int kRowBytes = 64;
  static constexpr int kThreads =
      cuda::std::is_same_v<T, __nv_bfloat16> ? kRows * kRowBytes / 16 : 64;
};
template <typename T>
__global__ void __launch_bounds__(128) convert_tile(const T *__restrict__ in, float *__restrict__ out) {
  __shared__ float tile[12][32];
  constexpr int N = LoaderCfg<T>::kThreads;
  const int t = threadIdx.x;
  if (t < 64) {
    for (int i = t; i < 12 * 32; i += 64)
      tile[i / 32][i % 32] = static_cast<float>(in[(size_t)blockIdx.x * 384 + i]);
    asm volatile("bar.sync 2, %0;" ::"r"(N) : "memory");  // BUG: 48 for bf16
    for (int i = t; i < 12 * 32; i += 64)
      out[(size_t)blockIdx.x * 384 + (i % 12) * 32 + i / 12] = tile[i % 12][i / 12];
  }
}
template __global__ void convert_tile<__nv_bfloat16>(const __nv_bfloat16 *, float *);
