// EXPECT: clean
// ARCHS: sm_80 sm_90
// MODES: O3 G lineinfo
// NVCC-ARGS: -rdc=true
// PTXLINT-ARGS: --block-dim=128
// CUTLASS-like GEMM epilogue built with separate compilation: the accumulator
// tile is staged through shared memory so that each warp writes whole rows of
// C. Threads whose row is past M do not return: they stage zeros (the
// predicated tile iterator's "clear" path) and still reach the staging
// barrier; the global stores are predicated per element. The bias functor is
// an extern device function defined later in the file.
#define TM 128
#define TN 8
__device__ float epilogue_bias(const float *bias, int col, float acc);
__global__ void __launch_bounds__(128)
    gemm_epilogue(const float *__restrict__ acc, const float *__restrict__ bias, float *__restrict__ C, int M,
                  int N) {
  __shared__ float stage[TM][TN + 1];
  const int row = blockIdx.y * TM + threadIdx.x;
  const int col0 = blockIdx.x * TN;
  const bool row_ok = row < M;
#pragma unroll
  for (int j = 0; j < TN; ++j) {
    const bool ok = row_ok && col0 + j < N;
    stage[threadIdx.x][j] = ok ? epilogue_bias(bias, col0 + j, acc[(size_t)row * N + col0 + j]) : 0.f;
  }
  __syncthreads();
  const int c = threadIdx.x % TN;
  for (int r = threadIdx.x / TN; r < TM; r += TM / TN) {
    const int gr = blockIdx.y * TM + r;
    if (gr < M && col0 + c < N)
      C[(size_t)gr * N + col0 + c] = stage[r][c];
  }
}
__device__ float epilogue_bias(const float *bias, int col, float acc) { return fmaxf(acc + bias[col], 0.f); }
