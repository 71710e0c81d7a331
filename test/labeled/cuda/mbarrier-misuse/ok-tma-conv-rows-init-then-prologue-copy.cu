// EXPECT: clean
// ARCHS: sm_90 sm_90a
// The same streamed row convolution with the prologue copy issued after the
// mbarrier's init and fence: thread 0 initialises, starts row 0, and every
// thread waits on the parity of the row number; the next row is only
// requested after the block barrier that ends the reads of the current one.
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
    mb_init(&full, 1);
    asm volatile("fence.mbarrier_init.release.cluster;" ::: "memory");
    load_row(row, img + (size_t)blockIdx.x * rows * W, &full);
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
