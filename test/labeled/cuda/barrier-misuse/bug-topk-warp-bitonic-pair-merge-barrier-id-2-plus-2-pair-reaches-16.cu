// EXPECT: barrier-misuse
// PTXLINT-ARGS: --block-dim=512
// BUG: block top-k: every warp bitonic-sorts 32 scores in registers, then the
// warps merge in pairs through shared memory, each pair behind its own named
// barrier (64 threads). The ids were spaced two apart from base 2 "to leave
// room for a second barrier per pair": with 16 warps the last pair gets id
// 2 + 2 * 7 = 16, past the 16 hardware barriers (0..15).
#define PAIR_BAR_BASE 2
#define PAIR_BAR_STRIDE 2
__device__ __forceinline__ float warp_bitonic_desc(float v, int lane) {
  for (int k = 2; k <= 32; k <<= 1)
    for (int j = k >> 1; j > 0; j >>= 1) {
      float o = __shfl_xor_sync(0xffffffffu, v, j);
      bool up = (lane & k) == 0 || k == 32;
      bool lower = (lane & j) == 0;
      v = (lower == up) ? fmaxf(v, o) : fminf(v, o);
    }
  return v;
}
__global__ void __launch_bounds__(512) topk_pairs(const float *__restrict__ score, float *__restrict__ top, int n) {
  __shared__ float list[16][32];
  int warp = threadIdx.x >> 5, lane = threadIdx.x & 31, pair = warp >> 1;
  int i = blockIdx.x * 512 + threadIdx.x;
  float v = i < n ? score[i] : -__int_as_float(0x7f800000);
  v = warp_bitonic_desc(v, lane);
  list[warp][lane] = v;
  int id = PAIR_BAR_BASE + PAIR_BAR_STRIDE * pair;
  asm volatile("bar.sync %0, 64;" ::"r"(id) : "memory");
  if ((warp & 1) == 0) {
    float a = list[warp][lane], b = list[warp + 1][31 - lane];
    float m = fmaxf(a, b); // bitonic: the 32 largest of the two lists
    for (int j = 16; j > 0; j >>= 1) {
      float o = __shfl_xor_sync(0xffffffffu, m, j);
      m = (lane & j) == 0 ? fmaxf(m, o) : fminf(m, o);
    }
    top[(blockIdx.x * 8 + pair) * 32 + lane] = m;
  }
}
