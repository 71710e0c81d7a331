// EXPECT: barrier-divergence
// Tiled SGEMM with the whole k loop (loads, __syncthreads, FMAs) inside the
// output bounds check: on the ragged edge of C some threads of the tile skip
// the barriers the others wait on.
#define TS 16
__global__ void sgemm(const float *A, const float *B, float *C, int M, int N, int K) {
  __shared__ float As[TS][TS], Bs[TS][TS];
  int row = blockIdx.y * TS + threadIdx.y;
  int col = blockIdx.x * TS + threadIdx.x;
  if (row < M && col < N) {
    float acc = 0.f;
    for (int k0 = 0; k0 < K; k0 += TS) {
      As[threadIdx.y][threadIdx.x] = k0 + threadIdx.x < K ? A[row * K + k0 + threadIdx.x] : 0.f;
      Bs[threadIdx.y][threadIdx.x] = k0 + threadIdx.y < K ? B[(k0 + threadIdx.y) * N + col] : 0.f;
      __syncthreads();
      for (int k = 0; k < TS; ++k)
        acc += As[threadIdx.y][k] * Bs[k][threadIdx.x];
      __syncthreads();
    }
    C[row * N + col] = acc;
  }
}
