// EXPECT: barrier-misuse
// PTXLINT-ARGS: --block-dim=192
// BUG: Smith-Waterman local alignment of many short reads against one
// reference window per block, warp-specialised: warp 0 builds the query
// profile (score of every reference symbol against each read position) in
// shared memory for the next read while warps 1-5 score the current one
// (one read per warp, anti-diagonals within the warp through shuffles). The
// hand-over count comes from SwCfg::kThreads, left at 7 warps (224) from
// the config the kernel had before it was cut to 6 warps (192): the named
// barrier waits for more threads than the block has.
struct SwCfg {
  static constexpr int kWarps = 7;
  static constexpr int kThreads = kWarps * 32;
  static constexpr int kLen = 32;
};
template <int ID, int COUNT>
__device__ __forceinline__ void bar_sync() { asm volatile("bar.sync %0, %1;" ::"n"(ID), "n"(COUNT) : "memory"); }
__global__ void __launch_bounds__(192)
sw_align(const unsigned char *__restrict__ ref, const unsigned char *__restrict__ reads,
         const signed char *__restrict__ subst, int *__restrict__ best, int nreads) {
  __shared__ signed char prof[2][5][4][SwCfg::kLen];
  __shared__ unsigned char sref[SwCfg::kLen];
  const int t = threadIdx.x, warp = t / 32, lane = t & 31;
  if (t < SwCfg::kLen) sref[t] = ref[blockIdx.x * SwCfg::kLen + t];
  for (int r0 = 0, it = 0; r0 < nreads; r0 += 5, ++it) {
    const int buf = it & 1;
    if (warp == 0) {
      for (int e = lane; e < 5 * 4 * SwCfg::kLen; e += 32) {
        const int rr = e / (4 * SwCfg::kLen), sym = (e / SwCfg::kLen) % 4, pos = e % SwCfg::kLen;
        const int r = r0 + rr;
        prof[buf][rr][sym][pos] = r < nreads ? subst[sym * 4 + reads[r * SwCfg::kLen + pos]] : 0;
      }
    }
    bar_sync<1, SwCfg::kThreads>();
    if (warp > 0 && r0 + warp - 1 < nreads) {
      int h = 0, hdiag = 0, hbest = 0;
      for (int d = 0; d < 2 * SwCfg::kLen - 1; ++d) {
        const int j = d - lane;
        int hup = __shfl_up_sync(0xffffffffu, h, 1);
        if (lane == 0) hup = 0;
        if (j >= 0 && j < SwCfg::kLen) {
          const int s = prof[buf][warp - 1][sref[j] & 3][lane];
          h = max(0, max(hdiag + s, max(hup, h) - 2));
          hbest = max(hbest, h);
        }
        hdiag = hup;
      }
      for (int o = 16; o; o >>= 1) hbest = max(hbest, __shfl_xor_sync(0xffffffffu, hbest, o));
      if (lane == 0) best[(r0 + warp - 1) * gridDim.x + blockIdx.x] = hbest;
    }
  }
}
