// EXPECT: barrier-misuse
// PTXLINT-ARGS: --block-dim=256
// Named barrier ids given by an `enum class` so that the library's reserved
// ids (0 for __syncthreads, 1..7 for the collective mainloop) are never
// reused. The epilogue gets one id per warp pair, starting at
// EpilogueBase: `pair_sync<0>` uses ids 9 + warp / 2 (9..12) and the second
// stage `pair_sync<4>` ids 13 + warp / 2. BUG: EpilogueBase was bumped from
// 4 to 9 when the mainloop grew, and with eight warps the second stage of
// warps 6-7 uses id 16: a CTA only has barriers 0-15.
#include <cstdint>
enum class NamedBarrier : uint32_t { Sync = 0, MainloopBase = 1, EpilogueBase = 9 };
template <uint32_t Offset>
__device__ __forceinline__ void pair_sync(uint32_t pair) {
  const uint32_t id = static_cast<uint32_t>(NamedBarrier::EpilogueBase) + Offset + pair;
  asm volatile("bar.sync %0, 64;" ::"r"(id) : "memory");
}
__global__ void __launch_bounds__(256)
epilogue_pairs(const float *__restrict__ acc, float *__restrict__ out, const float *__restrict__ bias) {
  __shared__ float stage[8][64];
  const int warp = threadIdx.x >> 5, lane = threadIdx.x & 31;
  const int pair = warp / 2, half = warp & 1;
  const size_t row = (size_t)blockIdx.x * 4 + pair;
  stage[pair * 2 + half][lane * 2 + 0] = acc[row * 128 + half * 64 + lane * 2 + 0];
  stage[pair * 2 + half][lane * 2 + 1] = acc[row * 128 + half * 64 + lane * 2 + 1];
  pair_sync<0>(pair);
  const float b = bias[half * 64 + lane];
  out[row * 128 + half * 64 + lane] = stage[pair * 2 + (half ^ 1)][lane] + b;
  pair_sync<4>(pair);  // BUG: ids 13..16
  stage[pair * 2 + half][lane] = 0.f;
}
