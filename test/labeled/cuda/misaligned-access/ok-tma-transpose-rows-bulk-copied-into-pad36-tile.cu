// EXPECT: clean
// ARCHS: sm_90 sm_90a
// PTXLINT-ARGS: --block-dim=32,8
// The bulk-copied transpose tile padded to 36 floats per row instead of 33:
// row r starts at 144 * r bytes, a multiple of 16, so every row's
// cp.async.bulk destination is 16-byte aligned. The global source rows are
// 128-byte pieces of a row-major n x n matrix at a column that is a
// multiple of 32 floats; the host only launches it for n a multiple of 32
// (one 32 x 32 tile per block), so they are 16-byte aligned too. The
// padding still shifts successive rows across banks for the column reads.
#include "../mbarrier-misuse/mbar.cuh"
#define T 32
#define PAD 4
__global__ void transpose_bulk(const float *in, float *out, int n) {
  __shared__ __align__(128) float tile[T][T + PAD];
  __shared__ uint64_t full;
  int bx = blockIdx.x * T, by = blockIdx.y * T;
  if (threadIdx.x == 0 && threadIdx.y == 0) {
    mb_init(&full, 1);
    asm volatile("fence.mbarrier_init.release.cluster;" ::: "memory");
    asm volatile("mbarrier.arrive.expect_tx.shared.b64 _, [%0], %1;" ::"r"(smem(&full)), "r"(T * T * 4) : "memory");
  }
  __syncthreads();
  if (threadIdx.y == 0) {
    int r = threadIdx.x;
    asm volatile("cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes [%0], [%1], %2, [%3];"
                 ::"r"(smem(&tile[r][0])), "l"(in + (size_t)(by + r) * n + bx), "r"(T * 4), "r"(smem(&full)) : "memory");
  }
  mb_wait_parity(&full, 0);
  for (int j = threadIdx.y; j < T; j += blockDim.y)
    out[(size_t)(bx + j) * n + by + threadIdx.x] = tile[threadIdx.x][j];
}
