// EXPECT: clean
// Tiled matrix multiply: the tile loop's trip count depends only on a
// parameter; the bounds checks guard loads, not barriers.
#define T 16
__global__ void matmul(const float *A, const float *B, float *C, int n) {
  __shared__ float As[T][T], Bs[T][T];
  int row = blockIdx.y * T + threadIdx.y, col = blockIdx.x * T + threadIdx.x;
  float acc = 0.f;
  for (int k0 = 0; k0 < n; k0 += T) {
    As[threadIdx.y][threadIdx.x] = (row < n && k0 + threadIdx.x < n) ? A[row * n + k0 + threadIdx.x] : 0.f;
    Bs[threadIdx.y][threadIdx.x] = (col < n && k0 + threadIdx.y < n) ? B[(k0 + threadIdx.y) * n + col] : 0.f;
    __syncthreads();
#pragma unroll
    for (int k = 0; k < T; ++k)
      acc += As[threadIdx.y][k] * Bs[k][threadIdx.x];
    __syncthreads();
  }
  if (row < n && col < n)
    C[row * n + col] = acc;
}
