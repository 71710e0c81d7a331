// Linear algebra and data movement kernels as an ML/HPC engineer writes them:
// a shared-memory tiled SGEMM with float4 loads, a naive DGEMM, a padded
// transpose over odd sizes, 2D 5-point stencil with halo in shared memory,
// 1D convolution with the filter in __constant__, a grid-stride saxpy.
// Inputs are small dyadic values so every product and sum is exact whatever
// the order (and whether nvcc contracts to fma): expected values are exact.
#define TS 16
extern "C" __global__ void sgemm_tiled(const float *A, const float *B, float *C, int M, int N,
                                       int K) {
  // C[M,N] = A[M,K] * B[K,N]; K a multiple of 16; A rows read as float4.
  __shared__ float As[TS][TS + 1];
  __shared__ __align__(16) float Bs[TS][TS];
  int tx = threadIdx.x, ty = threadIdx.y;
  int row = blockIdx.y * TS + ty, col = blockIdx.x * TS + tx;
  float acc = 0.f;
  for (int k0 = 0; k0 < K; k0 += TS) {
    if (tx < 4) {
      float4 v = make_float4(0, 0, 0, 0);
      if (row < M)
        v = reinterpret_cast<const float4 *>(A + (size_t)row * K + k0)[tx];
      As[ty][4 * tx + 0] = v.x;
      As[ty][4 * tx + 1] = v.y;
      As[ty][4 * tx + 2] = v.z;
      As[ty][4 * tx + 3] = v.w;
    }
    Bs[ty][tx] = col < N ? B[(size_t)(k0 + ty) * N + col] : 0.f;
    __syncthreads();
#pragma unroll
    for (int k = 0; k < TS; ++k)
      acc = fmaf(As[ty][k], Bs[k][tx], acc);
    __syncthreads();
  }
  if (row < M && col < N)
    C[(size_t)row * N + col] = acc;
}

extern "C" __global__ void dgemm_naive(const double *A, const double *B, double *C, int M, int N,
                                       int K, double alpha, double beta) {
  int col = blockIdx.x * blockDim.x + threadIdx.x;
  int row = blockIdx.y * blockDim.y + threadIdx.y;
  if (row >= M || col >= N)
    return;
  double s = 0;
  for (int k = 0; k < K; ++k)
    s += A[row * K + k] * B[k * N + col];
  C[row * N + col] = alpha * s + beta * C[row * N + col];
}

extern "C" __global__ void transpose_pad(const float *in, float *out, int rows, int cols) {
  __shared__ float tile[32][33];
  int x = blockIdx.x * 32 + threadIdx.x, y = blockIdx.y * 32 + threadIdx.y;
  for (int j = 0; j < 32; j += 8)
    if (x < cols && y + j < rows)
      tile[threadIdx.y + j][threadIdx.x] = in[(y + j) * cols + x];
  __syncthreads();
  x = blockIdx.y * 32 + threadIdx.x;
  y = blockIdx.x * 32 + threadIdx.y;
  for (int j = 0; j < 32; j += 8)
    if (x < rows && y + j < cols)
      out[(y + j) * rows + x] = tile[threadIdx.x][threadIdx.y + j];
}

extern "C" __global__ void stencil2d(const float *in, float *out, int W, int H) {
  __shared__ float s[18][18];
  int gx = blockIdx.x * 16 + threadIdx.x, gy = blockIdx.y * 16 + threadIdx.y;
  auto at = [&](int x, int y) {
    x = min(max(x, 0), W - 1);
    y = min(max(y, 0), H - 1);
    return in[y * W + x];
  };
  int lx = threadIdx.x + 1, ly = threadIdx.y + 1;
  s[ly][lx] = at(gx, gy);
  if (threadIdx.x == 0) s[ly][0] = at(gx - 1, gy);
  if (threadIdx.x == 15) s[ly][17] = at(gx + 1, gy);
  if (threadIdx.y == 0) s[0][lx] = at(gx, gy - 1);
  if (threadIdx.y == 15) s[17][lx] = at(gx, gy + 1);
  __syncthreads();
  if (gx < W && gy < H)
    out[gy * W + gx] = 0.5f * s[ly][lx] - 0.125f * (s[ly][lx - 1] + s[ly][lx + 1]) +
                       0.25f * (s[ly - 1][lx] - s[ly + 1][lx]);
}

__constant__ float cfilt[9] = {0.0625f, -0.125f, 0.25f, -0.5f, 1.0f, 0.75f, -0.375f, 0.1875f, 2.0f};
extern "C" __global__ void conv1d(const float *in, float *out, int n) {
  extern __shared__ float sh[];
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  int base = blockIdx.x * blockDim.x - 4;
  for (int j = threadIdx.x; j < blockDim.x + 8; j += blockDim.x) {
    int g = base + j;
    sh[j] = (g >= 0 && g < n) ? in[g] : 0.f;
  }
  __syncthreads();
  if (i >= n)
    return;
  float acc = 0;
#pragma unroll
  for (int k = 0; k < 9; ++k)
    acc += cfilt[k] * sh[threadIdx.x + k];
  out[i] = acc;
}

extern "C" __global__ void saxpy_gs(float a, const float *x, float *y, int n) {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x)
    y[i] = fmaf(a, x[i], y[i]);
}
