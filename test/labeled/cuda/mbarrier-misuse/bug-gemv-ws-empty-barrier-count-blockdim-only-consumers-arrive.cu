// EXPECT: mbarrier-misuse
// ARCHS: sm_80 sm_90
// PTXLINT-ARGS: --block-dim=128
// Warp-specialised GEMV: warp 0 stages chunks of x into shared memory and
// signals `full` (32 arrivals), warps 1..3 (96 threads, one row each)
// consume the chunk and signal `empty`, which the producer waits on before
// overwriting the chunk. `empty` was initialised with blockDim.x = 128
// expected arrivals (BUG): only the 96 consumer threads ever arrive on it,
// so its phase never completes and the producer waits forever for chunk 0
// to be released.
#include "mbar.cuh"
#define CH 256
__global__ void gemv_ws(const float *A, const float *x, float *y, int n) {
  __shared__ float xs[CH];
  __shared__ uint64_t full, empty;
  int warp = threadIdx.x / 32, lane = threadIdx.x % 32;
  if (threadIdx.x == 0) {
    mb_init(&full, 32);
    mb_init(&empty, blockDim.x);
  }
  __syncthreads();
  int nch = n / CH;
  if (warp == 0) {
    for (int c = 0; c < nch; ++c) {
      if (c > 0)
        mb_wait_parity(&empty, (c - 1) & 1);
      for (int k = lane; k < CH; k += 32)
        xs[k] = x[c * CH + k];
      mb_arrive(&full);
    }
  } else {
    int row = blockIdx.x * 96 + threadIdx.x - 32;
    float acc = 0.f;
    for (int c = 0; c < nch; ++c) {
      mb_wait_parity(&full, c & 1);
      for (int k = 0; k < CH; ++k)
        acc += A[(size_t)row * n + c * CH + k] * xs[k];
      mb_arrive(&empty);
    }
    y[row] = acc;
  }
}
