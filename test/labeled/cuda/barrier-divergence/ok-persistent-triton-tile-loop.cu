// EXPECT: clean
// PTXLINT-ARGS: --block-dim=128
// Triton-style persistent GEMV: the grid is sized to the SM count and each
// program walks tiles pid, pid + num_programs, ...; the tile loop's trip count
// depends only on blockIdx, gridDim and the parameters, so the barriers that
// stage the x tile through shared memory are reached by the whole block.
#define BLOCK_N 128
#define BLOCK_K 64
__global__ void __launch_bounds__(128)
persistent_gemv(const float *__restrict__ w, const float *__restrict__ x,
                float *__restrict__ y, int N, int K) {
  __shared__ float xs[BLOCK_K];
  const int num_tiles = (N + BLOCK_N - 1) / BLOCK_N;
  const int pid = blockIdx.x;
  const int nprog = gridDim.x;
  for (int tile = pid; tile < num_tiles; tile += nprog) {
    const int n = tile * BLOCK_N + threadIdx.x;
    float acc = 0.f;
    for (int k0 = 0; k0 < K; k0 += BLOCK_K) {
      if (threadIdx.x < BLOCK_K)
        xs[threadIdx.x] = (k0 + threadIdx.x < K) ? x[k0 + threadIdx.x] : 0.f;
      __syncthreads();
      if (n < N) {
#pragma unroll 8
        for (int kk = 0; kk < BLOCK_K; ++kk)
          if (k0 + kk < K)
            acc += w[(size_t)n * K + k0 + kk] * xs[kk];
      }
      __syncthreads();
    }
    if (n < N)
      y[n] = acc;
  }
}
