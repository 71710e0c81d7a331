// EXPECT: barrier-divergence
// Split-K GEMM epilogue: each block holds a partial C tile in registers, the
// columns past the matrix edge are skipped, and the reduction of the K-slices
// through shared memory was put inside the column guard, barrier included.
#define BN 128
#define SPLITS 4
__global__ void splitk_epilogue(const float *partial, float *c, int n,
                                int ldc) {
  __shared__ float red[SPLITS][BN];
  int col = blockIdx.x * BN + threadIdx.x % BN;
  int slice = threadIdx.x / BN;
  int row = blockIdx.y;
  if (col < n) {
    red[slice][threadIdx.x % BN] =
        partial[(slice * gridDim.y + row) * ldc + col];
    __syncthreads();
    if (slice == 0) {
      float s = 0.f;
      for (int k = 0; k < SPLITS; ++k)
        s += red[k][threadIdx.x];
      c[row * ldc + col] = s;
    }
  }
}
