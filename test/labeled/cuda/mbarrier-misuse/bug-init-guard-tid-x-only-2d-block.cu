// EXPECT: mbarrier-misuse
// ARCHS: sm_90
// PTXLINT-ARGS: --block-dim=32,4
// A 2-D block (32 x 4) stencil stages a tile in shared memory and publishes it
// through an mbarrier. The init guard was copied from a 1-D kernel and tests
// only threadIdx.x == 0: thread 0 of each of the four rows initialises the
// same barrier, and a late row's init resets it after other threads arrived.
#include "mbar.cuh"
#define TX 32
#define TY 4
__global__ void __launch_bounds__(TX *TY) blur_rows(const float *__restrict__ in,
                                                    float *__restrict__ out, int width) {
  __shared__ uint64_t ready;
  __shared__ float tile[TY][TX + 2];
  if (threadIdx.x == 0)
    mb_init(&ready, TX * TY); // BUG: runs in threads (0,0), (0,1), (0,2), (0,3)
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
