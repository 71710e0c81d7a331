// EXPECT: barrier-divergence
// ARCHS: sm_80 sm_90
// MODES: O3 G lineinfo
// NVCC-ARGS: -rdc=true
// PTXLINT-ARGS: --block-dim=128
// BUG: CUTLASS-like GEMM epilogue built with separate compilation: the
// accumulator tile (one row of 8 columns per thread) is staged through shared
// memory so that each warp can write whole 128-byte rows of C. The bias
// functor is an extern device function defined in this file (called through
// the ABI with -rdc). A thread whose output row is past M returns before the
// staging barrier, so in the last row tile of the grid the remaining threads
// wait at __syncthreads() for threads that have left.
#define TM 128
#define TN 8
__device__ float epilogue_bias(const float *bias, int col, float acc);
__global__ void __launch_bounds__(128)
    gemm_epilogue(const float *__restrict__ acc, const float *__restrict__ bias, float *__restrict__ C, int M,
                  int N) {
  __shared__ float stage[TM][TN + 1];
  const int row = blockIdx.y * TM + threadIdx.x;
  const int col0 = blockIdx.x * TN;
  if (row >= M)
    return;
#pragma unroll
  for (int j = 0; j < TN; ++j)
    stage[threadIdx.x][j] = epilogue_bias(bias, col0 + j, acc[(size_t)row * N + col0 + j]);
  __syncthreads();
  // transpose-read: thread t writes column t % TN of rows t / TN, t / TN + 16, ...
  const int c = threadIdx.x % TN;
  for (int r = threadIdx.x / TN; r < TM; r += TM / TN) {
    const int gr = blockIdx.y * TM + r;
    if (gr < M && col0 + c < N)
      C[(size_t)gr * N + col0 + c] = stage[r][c];
  }
}
__device__ float epilogue_bias(const float *bias, int col, float acc) { return fmaxf(acc + bias[col], 0.f); }
