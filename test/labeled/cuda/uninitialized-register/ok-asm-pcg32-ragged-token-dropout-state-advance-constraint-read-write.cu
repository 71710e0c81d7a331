// EXPECT: clean
// PTXLINT-ARGS: --block-dim=256
// OK: token dropout for a ragged batch (sequences packed back to back,
// cu_seqlens offsets). Each thread owns a PCG32 stream seeded from
// (seed, sequence, position) and draws one number per hidden chunk; the LCG
// step is inline PTX, `state = state * MULT + inc` as one mad.lo.u64, with
// the state bound read-write ("+l"), so the mad reads the current state.
#include <cstdint>
__device__ __forceinline__ uint32_t pcg32_next(uint64_t &state, uint64_t inc) {
  const uint64_t old = state;
  asm("mad.lo.u64 %0, %0, 6364136223846793005, %1;" : "+l"(state) : "l"(inc));
  const uint32_t xorshifted = (uint32_t)(((old >> 18u) ^ old) >> 27u);
  const uint32_t rot = (uint32_t)(old >> 59u);
  return __funnelshift_r(xorshifted, xorshifted, rot);
}
__global__ void __launch_bounds__(256)
ragged_token_dropout(float *__restrict__ x, const int *__restrict__ cu_seqlens, int nseq, int hidden,
                     unsigned long long seed, float p) {
  const int seq = blockIdx.y;
  if (seq >= nseq) return;
  const int beg = cu_seqlens[seq], len = cu_seqlens[seq + 1] - beg;
  const float keep = 1.f - p, inv = 1.f / keep;
  for (int tok = blockIdx.x * 256 + threadIdx.x; tok < len; tok += gridDim.x * 256) {
    uint64_t st = seed + ((uint64_t)seq << 32) + (uint64_t)tok;
    const uint64_t inc = ((uint64_t)tok << 1) | 1u;
    float *row = x + (size_t)(beg + tok) * hidden;
    for (int c = 0; c < hidden; c += 64) {
      const bool drop = pcg32_next(st, inc) * 2.3283064e-10f >= keep;
      for (int j = c; j < min(c + 64, hidden); ++j) row[j] = drop ? 0.f : row[j] * inv;
    }
  }
}
