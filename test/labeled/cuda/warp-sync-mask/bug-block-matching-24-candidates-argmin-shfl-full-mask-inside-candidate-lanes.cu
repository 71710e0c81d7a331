// EXPECT: warp-sync-mask
// PTXLINT-ARGS: --block-dim=128
// BUG: integer-pel motion estimation for 8x8 blocks, one warp per block.
// The search pattern has 24 candidates around the predictor (a 5x5 square
// without its centre, which is evaluated first), one per lane. The argmin
// over the candidates' SAD was written inside the `if (lane < NCAND)` block
// with the full mask: lanes 24-31 never reach the shuffles, they wait at the
// __syncwarp() after the block.
#include <cstdint>
constexpr int NCAND = 24;
__device__ __forceinline__ int sad8x8(const uint8_t *cur, const uint8_t *ref, int stride) {
  int s = 0;
  for (int y = 0; y < 8; ++y)
    for (int x = 0; x < 8; ++x) s += abs((int)cur[y * stride + x] - (int)ref[y * stride + x]);
  return s;
}
__global__ void __launch_bounds__(128)
me_square_search(const uint8_t *__restrict__ cur, const uint8_t *__restrict__ ref, int stride, int bw,
                 const short2 *__restrict__ pred_mv, short2 *__restrict__ best_mv, int *__restrict__ best_sad) {
  const int warp = (blockIdx.x * blockDim.x + threadIdx.x) / 32, lane = threadIdx.x & 31;
  const int bx = (warp % bw) * 8, by = (warp / bw) * 8;
  const short2 pm = pred_mv[warp];
  const uint8_t *c = cur + (size_t)by * stride + bx;
  const int centre = sad8x8(c, ref + (size_t)(by + pm.y) * stride + bx + pm.x, stride);
  int sad = centre, mvx = pm.x, mvy = pm.y;
  if (lane < NCAND) {
    const int k = lane < 12 ? lane : lane + 1;  // skip the centre of the 5x5 square
    const int dx = k % 5 - 2, dy = k / 5 - 2;
    const int s = sad8x8(c, ref + (size_t)(by + pm.y + dy) * stride + bx + pm.x + dx, stride);
    int key = s << 5 | lane;
    for (int o = 16; o; o >>= 1) key = min(key, __shfl_xor_sync(0xffffffffu, key, o));
    if ((key >> 5) < sad) {
      const int kb = (key & 31) < 12 ? (key & 31) : (key & 31) + 1;
      sad = key >> 5; mvx = pm.x + kb % 5 - 2; mvy = pm.y + kb / 5 - 2;
    }
  }
  __syncwarp();
  if (lane == 0) { best_mv[warp] = make_short2(mvx, mvy); best_sad[warp] = sad; }
}
