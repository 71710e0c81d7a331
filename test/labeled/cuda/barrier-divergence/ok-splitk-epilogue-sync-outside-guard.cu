// EXPECT: clean
// Split-K GEMM epilogue with the column guard only around the loads and the
// final store: every thread of the block reaches the one barrier.
#define BN 128
#define SPLITS 4
__global__ void splitk_epilogue_ok(const float *partial, float *c, int n,
                                   int ldc) {
  __shared__ float red[SPLITS][BN];
  int col = blockIdx.x * BN + threadIdx.x % BN;
  int slice = threadIdx.x / BN;
  int row = blockIdx.y;
  red[slice][threadIdx.x % BN] =
      col < n ? partial[(slice * gridDim.y + row) * ldc + col] : 0.f;
  __syncthreads();
  if (slice == 0 && col < n) {
    float s = 0.f;
    for (int k = 0; k < SPLITS; ++k)
      s += red[k][threadIdx.x];
    c[row * ldc + col] = s;
  }
}
