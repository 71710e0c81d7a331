// EXPECT: unreachable-code
// PTXLINT-ARGS: --block-dim=256
// BUG: run-length decoding of a u16 column (Parquet-style RLE runs), one
// warp per run: the warp checks the run length against the page size with
// an inline-PTX guard that traps on a corrupt page, then fills the run. The
// `@bad` guard of the trap was lost when the check was reformatted, so the
// trap is unconditional and everything after the check is dead.
#include <cstdint>
__device__ __forceinline__ void check_run(uint32_t len, uint32_t max_len) {
  asm volatile("{\n\t.reg .pred bad;\n\t"
               "setp.gt.u32 bad, %0, %1;\n\t"
               "trap;\n\t"
               "}" ::"r"(len), "r"(max_len));
}
__global__ void __launch_bounds__(256)
rle_decode_u16(const uint16_t *__restrict__ values, const uint32_t *__restrict__ run_len,
               const uint32_t *__restrict__ run_start, uint16_t *__restrict__ out, int nruns, uint32_t max_len) {
  const int warp = (blockIdx.x * blockDim.x + threadIdx.x) / 32, lane = threadIdx.x % 32;
  if (warp >= nruns) return;
  const uint32_t len = run_len[warp];
  check_run(len, max_len);
  const uint16_t v = values[warp];
  uint16_t *dst = out + run_start[warp];
  for (uint32_t i = lane; i < len; i += 32) dst[i] = v;
}
