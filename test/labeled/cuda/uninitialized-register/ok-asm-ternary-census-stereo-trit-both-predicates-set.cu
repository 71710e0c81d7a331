// EXPECT: clean
// PTXLINT-ARGS: --block-dim=256
// OK: ternary census transform (5x5 window, 2 bits per neighbour) for
// stereo matching: a neighbour is 2 above the centre plus a threshold, 0
// below it minus the threshold, 1 in between. The inline-PTX trit sets
// `above` and `below` with one setp each before the selps read them.
#include <cstdint>
__device__ __forceinline__ uint32_t trit(int n, int lo, int hi) {
  uint32_t code;
  asm("{\n\t.reg .pred above, below;\n\t.reg .b32 v;\n\t"
      "setp.gt.s32 above, %1, %3;\n\t"
      "setp.lt.s32 below, %1, %2;\n\t"
      "selp.b32 v, 0, 1, below;\n\t"
      "selp.b32 %0, 2, v, above;\n\t}"
      : "=r"(code) : "r"(n), "r"(lo), "r"(hi));
  return code;
}
__global__ void __launch_bounds__(256)
ternary_census5x5(const uint8_t *__restrict__ img, unsigned long long *__restrict__ out, int W, int H, int th) {
  __shared__ uint8_t tile[20][20];
  const int tx = threadIdx.x % 16, ty = threadIdx.x / 16;
  const int x = blockIdx.x * 16 + tx, y = blockIdx.y * 16 + ty;
  for (int i = threadIdx.x; i < 400; i += 256) {
    const int gx = min(max(blockIdx.x * 16 + i % 20 - 2, 0), W - 1), gy = min(max(blockIdx.y * 16 + i / 20 - 2, 0), H - 1);
    tile[i / 20][i % 20] = img[(size_t)gy * W + gx];
  }
  __syncthreads();
  if (x >= W || y >= H) return;
  const int c = tile[ty + 2][tx + 2];
  unsigned long long code = 0;
  for (int dy = 0; dy < 5; ++dy)
    for (int dx = 0; dx < 5; ++dx) {
      if (dy == 2 && dx == 2) continue;
      code = (code << 2) | trit(tile[ty + dy][tx + dx], c - th, c + th);
    }
  out[(size_t)y * W + x] = code;
}
