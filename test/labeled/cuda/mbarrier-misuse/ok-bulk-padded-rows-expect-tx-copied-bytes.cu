// EXPECT: clean
// ARCHS: sm_90
// PTXLINT-ARGS: --block-dim=128
// Bulk-copy staging of an 8 x 64 float tile into rows padded to 68 floats,
// one cp.async.bulk per row: the expected transaction count is the 2048 bytes
// the copies write (ROWS * COLS * 4), not the padded size of the tile.
#include "mbar.cuh"
#define ROWS 8
#define COLS 64
#define PITCH 68
__global__ void __launch_bounds__(128) padded_bulk(const float *src, float *out) {
  __shared__ __align__(128) float tile[ROWS][PITCH];
  __shared__ __align__(8) uint64_t full;
  int t = threadIdx.x;
  if (t == 0) {
    mb_init(&full, 1);
    asm volatile("fence.mbarrier_init.release.cluster;" ::: "memory");
  }
  __syncthreads();
  if (t == 0) {
    asm volatile("mbarrier.arrive.expect_tx.shared::cta.b64 _, [%0], %1;" ::"r"(smem(&full)),
                 "r"((unsigned)(ROWS * COLS * sizeof(float))) : "memory");
    for (int r = 0; r < ROWS; ++r)
      asm volatile("cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes [%0], [%1], %2, [%3];"
                   ::"r"(smem(&tile[r][0])), "l"(src + ((size_t)blockIdx.x * ROWS + r) * COLS),
                   "r"(COLS * 4), "r"(smem(&full)) : "memory");
  }
  mb_wait_parity(&full, 0);
  int r = t / 16, c = (t % 16) * 4;
  float s = tile[r][c] + tile[r][c + 1] + tile[r][c + 2] + tile[r][c + 3];
  out[blockIdx.x * 128 + t] = s;
}
