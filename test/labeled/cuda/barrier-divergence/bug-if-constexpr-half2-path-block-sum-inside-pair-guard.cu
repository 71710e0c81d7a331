// EXPECT: barrier-divergence
// PTXLINT-ARGS: --block-dim=512
// Row sum of squares with an `if constexpr` fast path for __half rows: each
// thread converts one half2 pair. The float path strides over the row and
// calls the block reduction (two __syncthreads()) with every thread, but
// BUG: in the half path the reduction call was written inside the
// `threadIdx.x < PAIRS` guard that protects the pair load. With 512 threads
// and 384 pairs per row the last four warps never reach the barriers of
// block_sum().
#include <cuda_fp16.h>
#include <cuda/std/type_traits>
__device__ __forceinline__ float block_sum(float v) {
  __shared__ float warp_sums[32];
  for (int o = 16; o > 0; o >>= 1)
    v += __shfl_xor_sync(0xffffffffu, v, o);
  if ((threadIdx.x & 31) == 0)
    warp_sums[threadIdx.x >> 5] = v;
  __syncthreads();
  v = threadIdx.x < (blockDim.x >> 5) ? warp_sums[threadIdx.x] : 0.f;
  if (threadIdx.x < 32)
    for (int o = 16; o > 0; o >>= 1)
      v += __shfl_xor_sync(0xffffffffu, v, o);
  __syncthreads();
  return v;
}
template <typename T, int COLS>
__global__ void row_sumsq(const T *__restrict__ x, float *__restrict__ out) {
  const T *row = x + (size_t)blockIdx.x * COLS;
  float acc = 0.f;
  if constexpr (cuda::std::is_same_v<T, __half>) {
    constexpr int PAIRS = COLS / 2;
    if (threadIdx.x < PAIRS) {
      const float2 f = __half22float2(reinterpret_cast<const half2 *>(row)[threadIdx.x]);
      acc = f.x * f.x + f.y * f.y;
      acc = block_sum(acc);  // BUG: inside the thread guard
    }
  } else {
    for (int c = threadIdx.x; c < COLS; c += blockDim.x)
      acc += float(row[c]) * float(row[c]);
    acc = block_sum(acc);
  }
  if (threadIdx.x == 0)
    out[blockIdx.x] = acc;
}
template __global__ void row_sumsq<__half, 768>(const __half *, float *);
