// EXPECT: barrier-divergence
// PTXLINT-ARGS: --block-dim=16,16
// BUG: SDDMM (sampled dense-dense matrix product, C = (A * B^T) .* M) on a
// dense 0/1 sampling mask. Each 16x16 block computes one 16x16 output tile,
// staging 16x32 slices of A and B through shared memory. Threads whose mask
// entry is zero return at once to save the dot product, but they were also
// loading their element of the A and B slices and the k loop's
// __syncthreads() now waits for threads that have left.
#define T 16
#define TK 32
__global__ void __launch_bounds__(T * T)
sddmm_tile(const float *__restrict__ A, const float *__restrict__ B,
           const unsigned char *__restrict__ M, float *__restrict__ C, int n, int k) {
  __shared__ float As[T][TK + 1], Bs[T][TK + 1];
  const int tx = threadIdx.x, ty = threadIdx.y;
  const int row = blockIdx.y * T + ty, col = blockIdx.x * T + tx;
  if (M[(size_t)row * n + col] == 0) return;
  float acc = 0.f;
  for (int k0 = 0; k0 < k; k0 += TK) {
    for (int c = tx; c < TK; c += T) {
      As[ty][c] = A[(size_t)row * k + k0 + c];
      Bs[ty][c] = B[(size_t)(blockIdx.x * T + ty) * k + k0 + c];
    }
    __syncthreads();
    for (int c = 0; c < TK; ++c) acc += As[ty][c] * Bs[tx][c];
    __syncthreads();
  }
  C[(size_t)row * n + col] = acc;
}
