// EXPECT: misaligned-access
// PTXLINT-ARGS: --block-dim=128
// A hand-written CuTe-style tiled copy (no CUTLASS headers): a 64x32 __half
// tile is copied global -> shared with 128-bit vectors, thread layout
// 32 rows x 4 vectors per pass. The shared tile's rows were padded by 4
// halves "to avoid bank conflicts". BUG: a row is then 36 halves = 72
// bytes, and the uint4 store to row r lands at 72 * r mod 16 = 8 for every
// odd row: a 16-byte st.shared at an 8-byte boundary. (The padding must be
// a multiple of 8 halves.)
#include <cuda_fp16.h>
template <int ROWS, int COLS, int PAD>
struct SmemLayout {
  static constexpr int kPitch = COLS + PAD;
  __device__ static constexpr int offset(int r, int c) { return r * kPitch + c; }
};
constexpr int LDG = 256;  // row pitch of the global matrix, in halves
template <int THR_ROWS, int VEC>
struct TiledCopy {
  template <class Layout>
  __device__ static void copy(const __half *g, __half *s, int rows) {
    const int tr = threadIdx.x / 4, tc = threadIdx.x % 4;
    for (int r = tr; r < rows; r += THR_ROWS)
      *reinterpret_cast<uint4 *>(s + Layout::offset(r, tc * VEC)) =
          *reinterpret_cast<const uint4 *>(g + (size_t)r * LDG + tc * VEC);
  }
};
__global__ void __launch_bounds__(128)
tile_rowsum(const __half *__restrict__ a, float *__restrict__ out) {
  using L = SmemLayout<64, 32, 4>;
  __shared__ alignas(16) __half tile[64 * L::kPitch];
  TiledCopy<32, 8>::copy<L>(a + (size_t)blockIdx.x * 64 * LDG, tile, 64);  // BUG: pitch 72 bytes
  __syncthreads();
  if (threadIdx.x < 64) {
    float s = 0.f;
    for (int c = 0; c < 32; ++c)
      s += __half2float(tile[L::offset(threadIdx.x, c)]);
    out[(size_t)blockIdx.x * 64 + threadIdx.x] = s;
  }
}
