// EXPECT: clean
// PTXLINT-ARGS: --block-dim=32,8
// The near miss of the column-strip filter: the six filter rows synchronise
// on named barrier 1 with 6 * blockDim.x = 192 threads while rows 6 and 7
// prefetch and leave.
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
  asm volatile("bar.sync 1, %0;" ::"r"(6 * blockDim.x) : "memory");
  float s = strip[threadIdx.y][threadIdx.x];
  if (threadIdx.y > 0) s += strip[threadIdx.y - 1][threadIdx.x];
  if (threadIdx.y < 5) s += strip[threadIdx.y + 1][threadIdx.x];
  out[threadIdx.y * width + x] = s / 3.f;
}
