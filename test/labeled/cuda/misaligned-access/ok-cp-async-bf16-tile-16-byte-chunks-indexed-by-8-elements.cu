// EXPECT: clean
// ARCHS: sm_80 sm_90
// PTXLINT-ARGS: --block-dim=128
// Async tile loader of a bf16 attention kernel: a 64 x 64 bf16 tile (128
// bytes per row, eight 16-byte chunks) is staged with cp.async.cg, 16 bytes
// per instruction, four chunks per thread. The column is (chunk % 8) * 8
// elements, 16 bytes, so both addresses of every cp.async are 16-byte
// aligned (the tile is __align__(128), the row pitch ld a multiple of 8 bf16
// as the host allocates it). Near miss of a loader that kept the fp32
// 4-elements-per-chunk stride.
#include <cuda_bf16.h>
#include <cstdint>
constexpr int ROWS = 64, COLS = 64, CHUNK = 8; // CHUNK: bf16 elements per 16 bytes
__global__ void __launch_bounds__(128) scale_kv_tile(const __nv_bfloat16 *__restrict__ kv,
                                                     __nv_bfloat16 *__restrict__ out, float scale,
                                                     int ld) {
  __shared__ alignas(128) __nv_bfloat16 tile[ROWS][COLS];
  const __nv_bfloat16 *src = kv + (size_t)blockIdx.x * ROWS * ld;
#pragma unroll
  for (int i = 0; i < 4; ++i) {
    const int c = threadIdx.x + i * 128;
    const int r = c / (COLS / CHUNK), col = (c % (COLS / CHUNK)) * CHUNK;
    unsigned dst = static_cast<unsigned>(__cvta_generic_to_shared(&tile[r][col]));
    asm volatile("cp.async.cg.shared.global [%0], [%1], 16;" ::"r"(dst),
                 "l"(src + (size_t)r * ld + col) : "memory");
  }
  asm volatile("cp.async.commit_group;\n\tcp.async.wait_group 0;" ::: "memory");
  __syncthreads();
  for (int e = threadIdx.x; e < ROWS * COLS; e += 128) {
    const int r = e / COLS, c = e % COLS;
    out[((size_t)blockIdx.x * ROWS + r) * COLS + c] =
        __float2bfloat16(__bfloat162float(tile[r][c]) * scale);
  }
}
