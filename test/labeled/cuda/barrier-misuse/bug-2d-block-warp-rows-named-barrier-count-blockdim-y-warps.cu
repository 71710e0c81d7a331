// EXPECT: barrier-misuse
// PTXLINT-ARGS: --block-dim=32,8
// A column-strip filter on a 32x8 block: rows 0..5 filter while rows 6 and 7
// prefetch the next strip; the filter rows synchronise on named barrier 1
// with a count of 6 -- the number of rows, not threads (BUG: bar.sync counts
// threads, 192 here; 6 is not even a multiple of the warp size).
#include <cuda_runtime.h>
__global__ void strip_filter(const float *__restrict__ in, float *__restrict__ out,
                             float *__restrict__ next, int width) {
  __shared__ float strip[6][33];
  const int x = blockIdx.x * 32 + threadIdx.x;
  if (threadIdx.y >= 6) {
    next[(threadIdx.y - 6) * width + x] = in[(6 + threadIdx.y) * width + x];
    return;
  }
  strip[threadIdx.y][threadIdx.x] = in[threadIdx.y * width + x];
  asm volatile("bar.sync 1, %0;" ::"r"(6) : "memory");
  float s = strip[threadIdx.y][threadIdx.x];
  if (threadIdx.y > 0) s += strip[threadIdx.y - 1][threadIdx.x];
  if (threadIdx.y < 5) s += strip[threadIdx.y + 1][threadIdx.x];
  out[threadIdx.y * width + x] = s / 3.f;
}
