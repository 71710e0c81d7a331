// EXPECT: misaligned-access
// ARCHS: sm_80 sm_90
// Row-tile loader with cuda::memcpy_async in a two-stage cuda::pipeline: each
// thread copies 16-byte chunks (8 halves) of a row of the activation matrix
// into shared memory, declared with cuda::aligned_size_t<16> so the copy
// becomes cp.async.cg ... 16. BUG: the activation rows were padded to 4100
// halves (8200 bytes) "to avoid partition camping"; 8200 is 8 mod 16, so
// every odd row's chunks start 8 bytes off a 16-byte boundary. (The
// pipeline is per thread, so each thread sums only the chunks it copied.)
#include <cooperative_groups.h>
#include <cuda/pipeline>
#include <cuda_fp16.h>
namespace cg = cooperative_groups;
constexpr int kPitch = 4100;  // BUG: must be a multiple of 8 halves
constexpr int kCols = 4096;
template <int BLOCK>
__global__ void __launch_bounds__(BLOCK)
row_sums(const __half *__restrict__ act, float *__restrict__ out, int rows) {
  constexpr int CHUNKS = kCols / 8;
  __shared__ alignas(16) __half tile[2][kCols];
  auto pipe = cuda::make_pipeline();
  auto load = [&](int r, int s) {
    pipe.producer_acquire();
    for (int c = threadIdx.x; c < CHUNKS; c += BLOCK)
      cuda::memcpy_async(&tile[s][c * 8], act + (size_t)r * kPitch + c * 8,
                         cuda::aligned_size_t<16>(16), pipe);
    pipe.producer_commit();
  };
  int r = blockIdx.x;
  if (r < rows)
    load(r, 0);
  for (int k = 0; r < rows; ++k, r += gridDim.x) {
    if (r + gridDim.x < rows)
      load(r + gridDim.x, (k + 1) & 1);
    pipe.consumer_wait();
    float s = 0.f;  // each thread reads back only the chunks it copied itself
    for (int c = threadIdx.x; c < CHUNKS; c += BLOCK)
#pragma unroll
      for (int j = 0; j < 8; ++j)
        s += __half2float(tile[k & 1][c * 8 + j]);
    atomicAdd(&out[r], s);
    pipe.consumer_release();
  }
}
template __global__ void row_sums<256>(const __half *, float *, int);
