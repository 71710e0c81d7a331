// EXPECT: misaligned-access
// ARCHS: sm_90 sm_90a
// PTXLINT-ARGS: --block-dim=32,8
// Matrix transpose with the classic padded shared tile float[32][33], whose
// rows are filled by Hopper bulk copies (one cp.async.bulk per 128-byte row)
// instead of per-thread loads. A bulk copy's shared destination must be
// 16-byte aligned; row r of the tile starts at 132 * r bytes (BUG), which is
// 16-byte aligned only for every fourth row (n is a multiple of 32, so the
// global source rows are aligned). The padding that avoids bank
// conflicts for scalar loads breaks the bulk copy.
#include "../mbarrier-misuse/mbar.cuh"
#define T 32
__global__ void transpose_bulk(const float *in, float *out, int n) {
  __shared__ __align__(128) float tile[T][T + 1];
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
