// EXPECT: misaligned-access
// ARCHS: sm_80 sm_90
// PTXLINT-ARGS: --block-dim=256
// Staging an FP4 (e2m1) weight tile for a GEMM: K = 4100 weights per row,
// two per byte, stored with no padding (2050 bytes per row). The loader
// flattens the 8 x 128 chunk grid of 16-byte cp.async copies over the block
// and takes the row and chunk from the flat index; row r starts at 2050*r,
// so the chunks of rows 1 to 7 are misaligned (row 1, thread 128 of the
// 256-thread block: 2 modulo 16), and cp.async.cg with a cp-size of 16 needs
// a 16-byte aligned source.
#include <cstdint>

constexpr int ROWS = 8;
constexpr int CHUNKS = 128;          // 2048 bytes of each row staged per tile
constexpr int ROW_BYTES = 2050;

__global__ void fp4_rowsum(const uint8_t *w, float *rowsum) {
  __shared__ alignas(16) uint8_t tile[ROWS][CHUNKS * 16];
  for (int i = threadIdx.x; i < ROWS * CHUNKS; i += blockDim.x) {
    int r = i / CHUNKS, c = i % CHUNKS;
    const uint8_t *src = w + (size_t)r * ROW_BYTES + c * 16;
    unsigned dst = (unsigned)__cvta_generic_to_shared(&tile[r][c * 16]);
    asm volatile("cp.async.cg.shared.global [%0], [%1], 16;" ::"r"(dst), "l"(src) : "memory"); // BUG: 2050*r + 16*c is not a multiple of 16 for r = 1..7
  }
  asm volatile("cp.async.wait_all;" ::: "memory");
  __syncthreads();
  if (threadIdx.x < ROWS) {
    const float lut[8] = {0.f, 0.5f, 1.f, 1.5f, 2.f, 3.f, 4.f, 6.f};
    float s = 0.f;
    for (int b = 0; b < CHUNKS * 16; ++b) {
      uint8_t v = tile[threadIdx.x][b];
      float lo = lut[v & 7], hi = lut[(v >> 4) & 7];
      s += ((v & 8) ? -lo : lo) + ((v & 0x80) ? -hi : hi);
    }
    rowsum[threadIdx.x] = s;
  }
}
