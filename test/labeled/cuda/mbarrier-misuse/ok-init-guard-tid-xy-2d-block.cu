// EXPECT: clean
// ARCHS: sm_90
// PTXLINT-ARGS: --block-dim=32,4
// A 2-D block (32 x 4) stencil stages a tile in shared memory and publishes it
// through an mbarrier initialised by thread (0,0) only (the guard tests both
// threadIdx.x and threadIdx.y), for all 128 threads' arrivals.
#include "mbar.cuh"
#define TX 32
#define TY 4
__global__ void __launch_bounds__(TX *TY) blur_rows(const float *__restrict__ in,
                                                    float *__restrict__ out, int width) {
  __shared__ uint64_t ready;
  __shared__ float tile[TY][TX + 2];
  if (threadIdx.x == 0 && threadIdx.y == 0)
    mb_init(&ready, TX * TY);
  asm volatile("fence.mbarrier_init.release.cluster;" ::: "memory");
  __syncthreads();
  int gx = blockIdx.x * TX + threadIdx.x, gy = blockIdx.y * TY + threadIdx.y;
  const float *row = in + (size_t)gy * width;
  tile[threadIdx.y][threadIdx.x + 1] = row[gx];
  if (threadIdx.x == 0)
    tile[threadIdx.y][0] = gx > 0 ? row[gx - 1] : 0.f;
  if (threadIdx.x == TX - 1)
    tile[threadIdx.y][TX + 1] = gx + 1 < width ? row[gx + 1] : 0.f;
  uint64_t st = mb_arrive(&ready);
  mb_wait(&ready, st);
  out[(size_t)gy * width + gx] =
      0.25f * tile[threadIdx.y][threadIdx.x] + 0.5f * tile[threadIdx.y][threadIdx.x + 1] +
      0.25f * tile[threadIdx.y][threadIdx.x + 2];
}
