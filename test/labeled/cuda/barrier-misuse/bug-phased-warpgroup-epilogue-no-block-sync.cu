// EXPECT: barrier-misuse
// PTXLINT-ARGS: --block-dim=256
// GEMM epilogue of two math warpgroups taking turns on one shared staging
// buffer, each turn synchronised on named barrier 1 for 128 threads. The
// __syncthreads() between the turns was dropped as "redundant": warpgroup 1
// skips turn 0 at once and arrives on barrier 1 while warpgroup 0 is still
// arriving, so the first phase completes with a mix of both warpgroups (and
// warpgroup 1 overwrites the buffer warpgroup 0 is reading).
__global__ void __launch_bounds__(256)
epilogue_turns(const float *__restrict__ acc_in, float *__restrict__ c, int ldc) {
  __shared__ float stage[32][33];
  const int wg = threadIdx.x / 128;
  const int t = threadIdx.x % 128;
  float acc[8];
  for (int i = 0; i < 8; ++i)
    acc[i] = acc_in[((size_t)blockIdx.x * 256 + threadIdx.x) * 8 + i];
  for (int g = 0; g < 2; ++g) {
    if (wg == g) {
      for (int i = 0; i < 8; ++i)
        stage[(t * 8 + i) / 32][(t * 8 + i) % 32] = acc[i];
      asm volatile("bar.sync 1, 128;" ::: "memory"); // BUG: both warpgroups race onto barrier 1
      for (int i = 0; i < 8; ++i) {
        int e = i * 128 + t;
        c[(size_t)(blockIdx.x * 64 + g * 32 + e % 32) * ldc + e / 32] =
            stage[e / 32][e % 32];
      }
    }
  }
}
