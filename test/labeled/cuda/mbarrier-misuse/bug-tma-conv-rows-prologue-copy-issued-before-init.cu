// EXPECT: mbarrier-misuse
// ARCHS: sm_90 sm_90a
// A row convolution that streams input rows into shared memory with Hopper
// bulk copies completing on one mbarrier. To start the first transfer as
// early as possible the prologue copy of row 0 was moved above the
// barrier's initialisation (BUG): the expect_tx and the copy's complete_tx
// act on an mbarrier that has not been initialised yet.
#include "mbar.cuh"
#define W 1024
__device__ __forceinline__ void load_row(float *dst, const float *src, uint64_t *bar) {
  asm volatile("mbarrier.arrive.expect_tx.shared.b64 _, [%0], %1;" ::"r"(smem(bar)), "r"(W * 4) : "memory");
  asm volatile("cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes [%0], [%1], %2, [%3];"
               ::"r"(smem(dst)), "l"(src), "r"(W * 4), "r"(smem(bar)) : "memory");
}
__global__ void conv_rows(const float *img, float *out, int rows, float k0, float k1, float k2) {
  __shared__ __align__(128) float row[W];
  __shared__ uint64_t full;
  if (threadIdx.x == 0) {
    load_row(row, img + (size_t)blockIdx.x * rows * W, &full);
    mb_init(&full, 1);
    asm volatile("fence.mbarrier_init.release.cluster;" ::: "memory");
  }
  __syncthreads();
  for (int r = 0; r < rows; ++r) {
    mb_wait_parity(&full, r & 1);
    for (int x = threadIdx.x; x < W; x += blockDim.x) {
      float l = row[x > 0 ? x - 1 : 0], c = row[x], rr = row[x < W - 1 ? x + 1 : W - 1];
      out[((size_t)blockIdx.x * rows + r) * W + x] = k0 * l + k1 * c + k2 * rr;
    }
    __syncthreads();
    if (threadIdx.x == 0 && r + 1 < rows)
      load_row(row, img + ((size_t)blockIdx.x * rows + r + 1) * W, &full);
  }
}
