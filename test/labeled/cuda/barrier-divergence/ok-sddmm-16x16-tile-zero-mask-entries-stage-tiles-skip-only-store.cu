// EXPECT: clean
// PTXLINT-ARGS: --block-dim=16,16
// SDDMM (C = (A * B^T) .* M) on a dense 0/1 sampling mask with 16x16 output
// tiles and 16x32 A/B slices staged through shared memory. Every thread
// loads its share of each slice and meets both barriers of every k step;
// the mask only decides whether the thread writes its dot product (masked
// entries store 0).
#define T 16
#define TK 32
__global__ void __launch_bounds__(T * T)
sddmm_tile(const float *__restrict__ A, const float *__restrict__ B,
           const unsigned char *__restrict__ M, float *__restrict__ C, int n, int k) {
  __shared__ float As[T][TK + 1], Bs[T][TK + 1];
  const int tx = threadIdx.x, ty = threadIdx.y;
  const int row = blockIdx.y * T + ty, col = blockIdx.x * T + tx;
  const bool keep = M[(size_t)row * n + col] != 0;
  float acc = 0.f;
  for (int k0 = 0; k0 < k; k0 += TK) {
    for (int c = tx; c < TK; c += T) {
      As[ty][c] = A[(size_t)row * k + k0 + c];
      Bs[ty][c] = B[(size_t)(blockIdx.x * T + ty) * k + k0 + c];
    }
    __syncthreads();
    if (keep)
      for (int c = 0; c < TK; ++c) acc += As[ty][c] * Bs[tx][c];
    __syncthreads();
  }
  C[(size_t)row * n + col] = keep ? acc : 0.f;
}
