// EXPECT: barrier-divergence
// PTXLINT-ARGS: --block-dim=32,8
// BUG: LayerNorm backward, dgamma/dbeta (ATen's GammaBetaBackward shape): a
// 32x8 block owns 32 columns; each threadIdx.y walks every 8th row and the 8
// partial sums per column are folded through shared memory. The column tail
// of the last block `return`s before the fold's __syncthreads, while the
// in-range threads of the same block still wait there.
__global__ void __launch_bounds__(256)
gamma_beta_backward(const float *__restrict__ dy, const float *__restrict__ x,
                    const float *__restrict__ mean, const float *__restrict__ rstd,
                    float *__restrict__ dgamma, float *__restrict__ dbeta, int M, int N) {
  __shared__ float sg[8][33];
  __shared__ float sb[8][33];
  const int tx = threadIdx.x, ty = threadIdx.y;
  const int col = blockIdx.x * 32 + tx;
  if (col >= N) return;
  float g = 0.f, b = 0.f;
  for (int r = ty; r < M; r += 8) {
    const float d = dy[(size_t)r * N + col];
    g += d * (x[(size_t)r * N + col] - mean[r]) * rstd[r];
    b += d;
  }
  sg[ty][tx] = g;
  sb[ty][tx] = b;
  __syncthreads();
  for (int s = 4; s > 0; s >>= 1) {
    if (ty < s) {
      sg[ty][tx] += sg[ty + s][tx];
      sb[ty][tx] += sb[ty + s][tx];
    }
    __syncthreads();
  }
  if (ty == 0) {
    dgamma[col] = sg[0][tx];
    dbeta[col] = sb[0][tx];
  }
}
