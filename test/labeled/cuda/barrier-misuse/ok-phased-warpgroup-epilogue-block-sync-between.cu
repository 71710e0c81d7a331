// EXPECT: clean
// PTXLINT-ARGS: --block-dim=256
// GEMM epilogue of two math warpgroups that share one small shared staging
// buffer to save shared memory: the warpgroups take turns (phase g lets
// warpgroup g through). Inside its turn a warpgroup syncs its own 128 threads
// on named barrier 1 between writing and reading the transposed tile; a
// __syncthreads() between turns keeps the next warpgroup from arriving on
// barrier 1 (and writing the buffer) before the previous one is done.
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
      asm volatile("bar.sync 1, 128;" ::: "memory");
      for (int i = 0; i < 8; ++i) {
        int e = i * 128 + t;
        c[(size_t)(blockIdx.x * 64 + g * 32 + e % 32) * ldc + e / 32] =
            stage[e / 32][e % 32];
      }
    }
    __syncthreads();
  }
}
