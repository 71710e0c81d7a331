// EXPECT: clean
// ARCHS: sm_90 sm_80
// PTXLINT-ARGS: --block-dim=256
// FlashAttention-3-style ping-pong between two math warpgroups (256
// threads): warpgroup 0 runs its softmax while warpgroup 1 runs its GEMM,
// then they swap. The hand-off is a pair of named barriers: a warpgroup
// waits on its own id (bar.sync) and then signals the other one's id
// (bar.arrive); both sides name all 256 threads, since a named barrier
// completes when 256 threads have arrived, waiting or not: bar.sync and
// bar.arrive on ids 1 and 2 use one count. Near miss of an arrive that
// counts only the signalling warpgroup.
constexpr int kWG = 128, kBoth = 256;
__device__ __forceinline__ void wg_wait(int id) {
  asm volatile("bar.sync %0, %1;" ::"r"(id), "n"(kBoth) : "memory");
}
__device__ __forceinline__ void wg_signal(int id) {
  asm volatile("bar.arrive %0, %1;" ::"r"(id), "n"(kBoth) : "memory");
}
__global__ void __launch_bounds__(256) pingpong_softmax_gemm(const float *__restrict__ s_in,
                                                             float *__restrict__ p_out,
                                                             int tiles) {
  __shared__ float stage[2][128];
  const int wg = threadIdx.x / kWG, t = threadIdx.x % kWG;
  const int mine = 1 + wg, other = 2 - wg;
  if (wg == 1)
    wg_signal(other); // let warpgroup 0 start with its softmax
  for (int k = 0; k < tiles; ++k) {
    wg_wait(mine);
    // "softmax" turn
    float v = s_in[((size_t)blockIdx.x * tiles + k) * 256 + threadIdx.x];
    stage[wg][t] = __expf(v);
    wg_signal(other);
    // "GEMM" turn (no barrier needed: own stage row only)
    float acc = 0.f;
    for (int j = 0; j < 128; ++j)
      acc += stage[wg][j] * (float)(j == t);
    p_out[((size_t)blockIdx.x * tiles + k) * 256 + threadIdx.x] = acc;
  }
  if (wg == 0)
    wg_wait(mine); // consume warpgroup 1's last signal
}
