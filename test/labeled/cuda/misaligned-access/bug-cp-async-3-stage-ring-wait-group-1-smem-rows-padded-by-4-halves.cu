// EXPECT: misaligned-access
// ARCHS: sm_80 sm_90
// PTXLINT-ARGS: --block-dim=128
// BUG: fp16 GEMV-like tile kernel with a 3-stage cp.async ring (commit per
// stage, `cp.async.wait_group 1` before each tile). The 64x32-half A tiles
// are padded in shared memory against bank conflicts, by 4 halves: a row
// pitch of 36 halves is 72 bytes, 8 modulo 16, so the 16-byte cp.async
// chunks of every odd row land at an 8-byte-aligned shared address.
#include <cuda_fp16.h>
#define BK 32
#define PAD 4
#define STAGES 3
__global__ void __launch_bounds__(128)
tile_gemv(const __half *__restrict__ A, const __half *__restrict__ x, float *__restrict__ y, int K) {
  __shared__ __align__(16) __half sA[STAGES][64][BK + PAD];
  const int t = threadIdx.x, row0 = blockIdx.x * 64, ktiles = K / BK;
  auto load = [&](int kt, int s) {
    for (int c = t; c < 64 * 4; c += 128) {
      const int r = c >> 2, ch = c & 3;
      const __half *src = A + (size_t)(row0 + r) * K + kt * BK + ch * 8;
      const unsigned dst = static_cast<unsigned>(__cvta_generic_to_shared(&sA[s][r][ch * 8]));
      asm volatile("cp.async.cg.shared.global [%0], [%1], 16;" ::"r"(dst), "l"(src) : "memory");
    }
  };
  for (int s = 0; s < STAGES - 1; ++s) {
    if (s < ktiles) load(s, s);
    asm volatile("cp.async.commit_group;" ::: "memory");
  }
  float acc = 0.f;
  for (int kt = 0; kt < ktiles; ++kt) {
    asm volatile("cp.async.wait_group %0;" ::"n"(STAGES - 2) : "memory");
    __syncthreads();
    const int nk = kt + STAGES - 1;
    if (nk < ktiles) load(nk, nk % STAGES);
    asm volatile("cp.async.commit_group;" ::: "memory");
    if (t < 64)
      for (int k = 0; k < BK; ++k)
        acc += __half2float(sA[kt % STAGES][t][k]) * __half2float(x[kt * BK + k]);
  }
  if (t < 64) y[row0 + t] = acc;
}
